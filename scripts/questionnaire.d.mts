// Types of scripts/questionnaire.mjs (plain JavaScript so that `npm install` can run it) for the
// TypeScript code and tests that import it.

export interface SourceItem {
  id: string;
  text: string;
  keyed: 'plus' | 'minus';
  domain: 'N' | 'E' | 'O' | 'A' | 'C';
  facet: number;
}

export interface Override {
  note?: string;
  items?: { id: string; en: string; text: string }[];
  choices?: string[];
}

export interface ReviewItem {
  num: number;
  id: string;
  keyed: string;
  en: string;
  text: string;
  back: string;
  status: string;
  reason?: string;
  /** The second, independent reader's verdict on the same text. */
  second?: SecondVerdict;
}

export interface SecondVerdict {
  status: string;
  note?: string;
}

export interface ReviewRecord {
  language: string;
  reviewed: string;
  reviewer: string;
  note?: string;
  secondReading?: { reviewed: string; reviewer: string; method: string; note?: string };
  choices: {
    labels: string[];
    back: string[];
    status: string;
    reason?: string;
    second?: SecondVerdict;
  };
  items: ReviewItem[];
}

export interface BuiltLanguage {
  lang: string;
  items: string[];
  choices: string[];
  overriddenItems: Set<string>;
  overriddenChoices: boolean;
  problems: string[];
}

export function clean(text: unknown): string;
export function packageDataDir(root: string): string;
export function questionnaireLanguages(
  root: string,
): { id: string; name: string; dir: 'ltr' | 'rtl' }[];
export function englishItems(root: string): SourceItem[];
export function packageLanguage(
  root: string,
  lang: string,
): { questions: SourceItem[]; plus: string[]; minus: string[] };
export function readOverride(root: string, lang: string): Override;
export function readReview(root: string, lang: string): ReviewRecord | null;
export function buildLanguage(root: string, lang: string, override?: Override): BuiltLanguage;
export function reviewProblems(
  root: string,
  lang: string,
  built: BuiltLanguage,
  record?: ReviewRecord | null,
  english?: SourceItem[],
): string[];
