import data from './languages.json';

export type LanguageDirection = 'ltr' | 'rtl';

export interface QuestionnaireLanguage {
  /** Language id of @bigfive-org/questions (en, pt-br, zh-cn …). */
  id: string;
  /** The language's name in itself (Deutsch, 日本語 …). */
  name: string;
  dir: LanguageDirection;
}

export const QUESTIONNAIRE_LANGUAGES: readonly QuestionnaireLanguage[] = Object.freeze(
  data.languages.map(({ id, name, dir }): QuestionnaireLanguage => ({
    id,
    name,
    dir: dir === 'rtl' ? 'rtl' : 'ltr',
  })),
);

const ids = new Set(QUESTIONNAIRE_LANGUAGES.map((l) => l.id));

export function isQuestionnaireLanguage(id: unknown): id is string {
  return typeof id === 'string' && ids.has(id);
}

export function getQuestionnaireLanguage(id: string): QuestionnaireLanguage | undefined {
  return QUESTIONNAIRE_LANGUAGES.find((l) => l.id === id);
}

/** UI locales whose questionnaire id differs from the locale code. */
const LOCALE_TO_LANGUAGE: Record<string, string> = { pt: 'pt-br', 'zh-Hans': 'zh-cn' };

/** The questionnaire language preselected for a UI locale (English when there is none). */
export function defaultQuestionnaireLanguage(locale: string): string {
  const id = LOCALE_TO_LANGUAGE[locale] ?? locale;
  return ids.has(id) ? id : 'en';
}
