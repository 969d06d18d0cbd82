import { cacheLife, cacheTag } from 'next/cache';
import { decodeCompareId, type Person } from '@/lib/compare/id';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { resultTag } from '@/lib/results/cache';
import { pngBytes, pngResponse } from '@/lib/preview-images/server/png';
import { previewNotFound } from '@/lib/preview-images/server/image';
import { backendFailure } from '@/lib/results/server/errors';
import { comparisonPreview } from '../_components/comparison-preview';
import { loadPeople } from '../_components/load-people';

/**
 * GET /{locale}/compare/{id}/preview.png: the comparison's 1200×630 link-preview image, drawn once
 * per list of people and language whatever the query string.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/compare/[id]/preview.png'>,
) {
  const { locale, id } = await params;
  if (!isLocale(locale)) return previewNotFound();
  const decoded = decodeCompareId(id);
  if (!decoded.ok) return previewNotFound();
  let bytes;
  try {
    bytes = await previewPng(locale, decoded.people);
  } catch (error) {
    return backendFailure(error);
  }
  return bytes ? pngResponse(bytes) : previewNotFound();
}

async function previewPng(locale: Locale, list: Person[]): Promise<Uint8Array | null> {
  'use cache';
  for (const person of list) cacheTag(resultTag(person.id));
  cacheLife('result');
  const { people } = await loadPeople(list);
  // Like the page: a comparison needs two results still there.
  return people.length >= 2 ? pngBytes(await comparisonPreview(locale, people)) : null;
}
