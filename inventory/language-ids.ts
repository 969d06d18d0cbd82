import generatedIds from './generated/language-ids.json';

/**
 * The questionnaire languages' ids, from a list the inventory build writes
 * (scripts/build-inventory.mjs) beside the per-language files: the checks pages make in the
 * browser (a save, a private result's link) need the ids, not the names (inventory/languages.ts).
 */
const ids: ReadonlySet<string> = new Set(generatedIds);

export function isQuestionnaireLanguage(id: unknown): id is string {
  return typeof id === 'string' && ids.has(id);
}

/** UI locales whose questionnaire id differs from the locale code. */
const LOCALE_TO_LANGUAGE: Record<string, string> = {
  pt: 'pt-br',
  'zh-Hans': 'zh-cn',
  'zh-HK': 'zh-hk',
};

/** The questionnaire language preselected for a UI locale (English when there is none). */
export function defaultQuestionnaireLanguage(locale: string): string {
  const id = LOCALE_TO_LANGUAGE[locale] ?? locale;
  return ids.has(id) ? id : 'en';
}
