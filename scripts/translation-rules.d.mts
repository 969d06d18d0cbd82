// Types of scripts/translation-rules.mjs for the tests that import it.
export const ENGLISH_WORDS: RegExp;
export const ALSO_NATIVE: Partial<Record<string, readonly string[]>>;
export function englishWordsIn(text: string, locale: string): string[];
export const SAME_AS_ENGLISH: Partial<Record<string, readonly string[]>>;
