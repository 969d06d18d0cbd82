import { notFound } from 'next/navigation';
import { resolvePageLocale } from '@/lib/i18n/server';

/**
 * Kept pages: rendered on the first request for an address and then answered from the framework's
 * cache (lib/results/server/service.ts says how long). The build renders one placeholder, which is a 404,
 * to prove the page needs nothing from the request.
 */
export const ensureStatic = 'navigation';
export function generateStaticParams() {
  return [{ rest: ['_'] }];
}

/** Any path no page claims: the localized 404 page with status 404. */
export default async function CatchAll({ params }: PageProps<'/[locale]/[...rest]'>) {
  await resolvePageLocale(params);
  notFound();
}
