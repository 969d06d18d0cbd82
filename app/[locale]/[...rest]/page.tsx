import { notFound } from 'next/navigation';
import { resolvePageLocale } from '@/lib/i18n/server';

/** Any path no page claims: the localized 404 page with status 404. */
export default async function CatchAll({ params }: PageProps<'/[locale]/[...rest]'>) {
  await resolvePageLocale(params);
  notFound();
}
