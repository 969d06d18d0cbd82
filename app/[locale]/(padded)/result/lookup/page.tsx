import type { Metadata } from 'next';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/content/server/metadata';
import { parseResultInput } from '@/lib/results/id';
import { getPublicResult } from '@/lib/results/server/service';
import { LookupPageBody } from '../_components/lookup-page-body';
import type { LookupOutcome } from '../_components/result-lookup';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/result/lookup'>): Promise<Metadata> {
  return pageMetadata({
    locale: await resolvePageLocale(params),
    page: 'result',
    path: '/result',
    index: false,
  });
}

/** Why a submitted lookup leads nowhere; none when it leads to a result after all. */
async function lookUp(value: string): Promise<LookupOutcome | undefined> {
  const id = parseResultInput(value);
  if (!id) return { value, error: 'invalid' };
  const result = await getPublicResult(id).catch(() => null);
  return result ? undefined : { value, error: 'notFound' };
}

/**
 * The lookup form again, with what was typed and why it leads nowhere (/result/open sends a lookup
 * here when it finds no result). It repeats what a visitor typed, so it is rendered for each
 * request under a nonce policy (proxy.ts), never kept.
 */
export const instant = false;

export default async function ResultOpenPage({
  params,
  searchParams,
}: PageProps<'/[locale]/result/lookup'>) {
  const [locale, query] = await Promise.all([resolvePageLocale(params), searchParams]);
  const submitted = typeof query.result === 'string' ? query.result.slice(0, 2000) : '';
  return <LookupPageBody locale={locale} outcome={await lookUp(submitted)} />;
}
