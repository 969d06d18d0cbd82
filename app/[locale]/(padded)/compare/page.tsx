import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { resolvePageLocale } from '@/lib/i18n/server';
import { addPerson, peopleFromParam } from '@/lib/compare-id';
import { pageMetadata } from '@/lib/metadata';
import {
  CompareBuilder,
  type BuilderStart,
  type CompareBuilderStrings,
} from './_components/compare-builder';

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

const text = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.slice(0, 2000) : '';

/**
 * Where the builder starts: the list of an edit link (`?people=`), plus the person of a form sent
 * before the page's scripts ran (`&add=1&name=…&result=…`), added here exactly as the browser
 * would. A link may also prefill the fields (`?result=…` from a result page) without adding.
 */
function builderStart(query: Record<string, string | string[] | undefined>): BuilderStart {
  const people = peopleFromParam(text(query.people));
  const name = text(query.name);
  const result = text(query.result);
  if (!text(query.add)) return { people, name, result, errors: {} };
  const next = addPerson(people, name, result);
  return next.ok
    ? { people: next.people, name: '', result: '', errors: {} }
    : { people, name, result, errors: next.errors };
}

export default async function ComparePage({
  params,
  searchParams,
}: PageProps<'/[locale]/compare'>) {
  const [locale, query] = await Promise.all([resolvePageLocale(params), searchParams]);
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
      <CompareBuilder locale={locale} strings={strings} start={builderStart(query)} />
    </>
  );
}
