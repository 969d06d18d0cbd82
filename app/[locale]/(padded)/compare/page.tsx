import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { resolvePageLocale } from '@/lib/i18n/server';
import { pageMetadata } from '@/lib/metadata';
import { CompareBuilder, type CompareBuilderStrings } from './_components/compare-builder';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/compare'>): Promise<Metadata> {
  return pageMetadata({
    locale: await resolvePageLocale(params),
    page: 'compare',
    path: '/compare',
  });
}

const KEYS = [
  'nameLabel',
  'nameHint',
  'resultLabel',
  'resultHint',
  'add',
  'save',
  'edit',
  'remove',
  'listHeading',
  'empty',
  'compare',
  'needTwo',
  'full',
  'nameInvalid',
  'nameTaken',
  'resultInvalid',
  'resultTaken',
] as const satisfies readonly (keyof CompareBuilderStrings)[];

export default async function ComparePage({ params }: PageProps<'/[locale]/compare'>) {
  const locale = await resolvePageLocale(params);
  const [pages, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    getTranslations({ locale, namespace: 'CompareBuilder' }),
  ]);
  const strings = Object.fromEntries(
    KEYS.map((key) => [key, t(key, { max: 10 })]),
  ) as unknown as CompareBuilderStrings;
  return (
    <>
      <PageIntro title={pages('compare.title')} lead={pages('compare.description')} />
      <CompareBuilder locale={locale} strings={strings} />
    </>
  );
}
