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

export { defaultQuestionnaireLanguage, isQuestionnaireLanguage } from './language-ids';

export function getQuestionnaireLanguage(id: string): QuestionnaireLanguage | undefined {
  return QUESTIONNAIRE_LANGUAGES.find((l) => l.id === id);
}
