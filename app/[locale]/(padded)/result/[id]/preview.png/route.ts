import { cacheLife, cacheTag } from 'next/cache';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { resultTag } from '@/lib/results/cache';
import { normalizeResultId } from '@/lib/results/id';
import { pngBytes, pngResponse } from '@/lib/preview-images/server/png';
import { previewNotFound } from '@/lib/preview-images/server/image';
import { backendFailure } from '@/lib/results/server/errors';
import { getPublicResult } from '@/lib/results/server/service';
import { resultPreview } from '../_components/result-preview';

/**
 * GET /{locale}/result/{id}/preview.png: the result's 1200×630 link-preview image, drawn once per
 * result and language whatever the query string or the id's spelling.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/result/[id]/preview.png'>,
) {
  const { locale, id } = await params;
  const key = normalizeResultId(id);
  if (!isLocale(locale) || !key) return previewNotFound();
  let bytes;
  try {
    bytes = await previewPng(locale, key);
  } catch (error) {
    return backendFailure(error);
  }
  return bytes ? pngResponse(bytes) : previewNotFound();
}

async function previewPng(locale: Locale, id: string): Promise<Uint8Array | null> {
  'use cache';
  cacheTag(resultTag(id));
  cacheLife('result');
  const result = await getPublicResult(id);
  return result ? pngBytes(await resultPreview(locale, result)) : null;
}
