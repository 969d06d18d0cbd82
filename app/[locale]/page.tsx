import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localizePath } from '@/lib/i18n/paths';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return pageMetadata({ locale: await resolvePageLocale(params), page: 'home', path: '/' });
}

/** The home page spans the full width (no padded container, SPEC section 2). */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  const [pages, home] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages.home' }),
    getTranslations({ locale, namespace: 'Home' }),
  ]);
  return (
    <section className="from-secondary-light/40 bg-gradient-to-b to-white px-4 py-16 sm:py-24">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {pages('title')}
        </h1>
        <p className="max-w-prose text-lg text-neutral-700 sm:text-xl">{home('lead')}</p>
        <Link href={localizePath(locale, '/test')} className="btn-primary px-8 py-3 text-lg">
          {home('start')}
        </Link>
      </div>
    </section>
  );
}
