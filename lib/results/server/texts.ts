import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Result texts per UI locale, written by scripts/build-result-texts.mjs from @bigfive-org/results and
 * our own translations (content/results/). Plain paragraphs, never HTML. Server-only: a page
 * renders them, the browser never downloads the files.
 */
const loaders: Record<Locale, () => Promise<unknown>> = {
  en: () => import('@/inventory/generated/results/en.json'),
  ar: () => import('@/inventory/generated/results/ar.json'),
  bg: () => import('@/inventory/generated/results/bg.json'),
  ca: () => import('@/inventory/generated/results/ca.json'),
  cs: () => import('@/inventory/generated/results/cs.json'),
  da: () => import('@/inventory/generated/results/da.json'),
  de: () => import('@/inventory/generated/results/de.json'),
  es: () => import('@/inventory/generated/results/es.json'),
  et: () => import('@/inventory/generated/results/et.json'),
  fa: () => import('@/inventory/generated/results/fa.json'),
  fi: () => import('@/inventory/generated/results/fi.json'),
  fr: () => import('@/inventory/generated/results/fr.json'),
  he: () => import('@/inventory/generated/results/he.json'),
  hi: () => import('@/inventory/generated/results/hi.json'),
  hr: () => import('@/inventory/generated/results/hr.json'),
  hu: () => import('@/inventory/generated/results/hu.json'),
  hy: () => import('@/inventory/generated/results/hy.json'),
  id: () => import('@/inventory/generated/results/id.json'),
  is: () => import('@/inventory/generated/results/is.json'),
  it: () => import('@/inventory/generated/results/it.json'),
  ja: () => import('@/inventory/generated/results/ja.json'),
  ko: () => import('@/inventory/generated/results/ko.json'),
  nl: () => import('@/inventory/generated/results/nl.json'),
  no: () => import('@/inventory/generated/results/no.json'),
  pl: () => import('@/inventory/generated/results/pl.json'),
  pt: () => import('@/inventory/generated/results/pt.json'),
  ro: () => import('@/inventory/generated/results/ro.json'),
  ru: () => import('@/inventory/generated/results/ru.json'),
  sl: () => import('@/inventory/generated/results/sl.json'),
  sq: () => import('@/inventory/generated/results/sq.json'),
  sr: () => import('@/inventory/generated/results/sr.json'),
  ss: () => import('@/inventory/generated/results/ss.json'),
  sv: () => import('@/inventory/generated/results/sv.json'),
  th: () => import('@/inventory/generated/results/th.json'),
  tr: () => import('@/inventory/generated/results/tr.json'),
  uk: () => import('@/inventory/generated/results/uk.json'),
  ur: () => import('@/inventory/generated/results/ur.json'),
  'zh-Hans': () => import('@/inventory/generated/results/zh-Hans.json'),
  'zh-HK': () => import('@/inventory/generated/results/zh-HK.json'),
};

const paragraphs = z.array(z.string().min(1)).min(1);
const domainTextsSchema = z.object({
  title: z.string().min(1),
  shortDescription: z.string().min(1),
  description: paragraphs,
  results: z.object({ low: paragraphs, neutral: paragraphs, high: paragraphs }),
  facets: z.record(
    z.enum(['1', '2', '3', '4', '5', '6']),
    z.object({ title: z.string().min(1), text: paragraphs }),
  ),
});
const resultTextsSchema = z.object({
  N: domainTextsSchema,
  E: domainTextsSchema,
  O: domainTextsSchema,
  A: domainTextsSchema,
  C: domainTextsSchema,
});
export type ResultTexts = z.infer<typeof resultTextsSchema>;
export type DomainTexts = z.infer<typeof domainTextsSchema>;

const cache = new Map<Locale, Promise<ResultTexts>>();

export function getResultTexts(locale: Locale): Promise<ResultTexts> {
  let texts = cache.get(locale);
  if (!texts) {
    texts = loaders[locale]().then((module) =>
      resultTextsSchema.parse((module as { default: unknown }).default),
    );
    cache.set(locale, texts);
  }
  return texts;
}
