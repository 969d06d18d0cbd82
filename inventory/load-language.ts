import { testInfo } from './info';

/**
 * One bundler chunk per language: a visitor downloads only the texts of the language they chose,
 * never all of them. A test checks this table against languages.json.
 */
const loaders: Record<string, () => Promise<unknown>> = {
  ar: () => import('./generated/lang/ar.json'),
  bg: () => import('./generated/lang/bg.json'),
  ca: () => import('./generated/lang/ca.json'),
  cs: () => import('./generated/lang/cs.json'),
  da: () => import('./generated/lang/da.json'),
  de: () => import('./generated/lang/de.json'),
  en: () => import('./generated/lang/en.json'),
  es: () => import('./generated/lang/es.json'),
  et: () => import('./generated/lang/et.json'),
  fa: () => import('./generated/lang/fa.json'),
  fi: () => import('./generated/lang/fi.json'),
  fr: () => import('./generated/lang/fr.json'),
  he: () => import('./generated/lang/he.json'),
  hi: () => import('./generated/lang/hi.json'),
  hr: () => import('./generated/lang/hr.json'),
  hu: () => import('./generated/lang/hu.json'),
  hy: () => import('./generated/lang/hy.json'),
  id: () => import('./generated/lang/id.json'),
  is: () => import('./generated/lang/is.json'),
  it: () => import('./generated/lang/it.json'),
  ja: () => import('./generated/lang/ja.json'),
  ko: () => import('./generated/lang/ko.json'),
  nl: () => import('./generated/lang/nl.json'),
  no: () => import('./generated/lang/no.json'),
  pl: () => import('./generated/lang/pl.json'),
  'pt-br': () => import('./generated/lang/pt-br.json'),
  ro: () => import('./generated/lang/ro.json'),
  ru: () => import('./generated/lang/ru.json'),
  sl: () => import('./generated/lang/sl.json'),
  sq: () => import('./generated/lang/sq.json'),
  sr: () => import('./generated/lang/sr.json'),
  ss: () => import('./generated/lang/ss.json'),
  sv: () => import('./generated/lang/sv.json'),
  th: () => import('./generated/lang/th.json'),
  tr: () => import('./generated/lang/tr.json'),
  uk: () => import('./generated/lang/uk.json'),
  ur: () => import('./generated/lang/ur.json'),
  'zh-cn': () => import('./generated/lang/zh-cn.json'),
  'zh-hk': () => import('./generated/lang/zh-hk.json'),
};

export interface LanguageData {
  lang: string;
  items: string[];
  choices: string[];
}

const isTextList = (value: unknown, length: number): value is string[] =>
  Array.isArray(value) &&
  value.length === length &&
  value.every((text) => typeof text === 'string' && text.length > 0);

export const LOADABLE_LANGUAGES = Object.keys(loaders);

export type InventoryErrorKind = 'inventory' | 'choices' | 'questions';

const MESSAGES: Record<InventoryErrorKind, string> = {
  inventory: 'Inventory not found. Try another language input.',
  choices: 'Choices not found. Try another language input.',
  questions: 'Questions not found. Try another language input.',
};

/** The messages, by what could not be loaded. */
export class InventoryNotFoundError extends Error {
  constructor(
    readonly lang: string,
    readonly kind: InventoryErrorKind = 'inventory',
  ) {
    super(MESSAGES[kind]);
    this.name = 'InventoryNotFoundError';
  }
}

/** Texts and answer labels of one questionnaire language. */
export async function loadLanguage(lang: string): Promise<LanguageData> {
  const load = Object.hasOwn(loaders, lang) ? loaders[lang] : undefined;
  if (!load) throw new InventoryNotFoundError(lang);
  const mod = await load();
  // Checked by hand: this runs in the browser, where zod would weigh more than the texts.
  const data: unknown = (mod as { default?: unknown }).default ?? mod;
  if (typeof data !== 'object' || data === null) throw new InventoryNotFoundError(lang);
  const { lang: id, items, choices } = data as Record<string, unknown>;
  if (typeof id !== 'string') throw new InventoryNotFoundError(lang);
  if (!isTextList(items, testInfo.questions)) throw new InventoryNotFoundError(lang, 'questions');
  if (!isTextList(choices, 5)) throw new InventoryNotFoundError(lang, 'choices');
  if (id !== lang) throw new InventoryNotFoundError(lang);
  return { lang: id, items, choices };
}
