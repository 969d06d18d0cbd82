// Rules the translation checks share: scripts/check-locale.mjs, scripts/build-result-texts.mjs and
// the unit tests that hold every listed locale to them (lib/content/server/pages.test.ts,
// lib/results/server/texts.test.ts). One place, so a word allowed for a language is allowed everywhere.

/** Words that are English and occur in no UI language's running text (but see ALSO_NATIVE). */
export const ENGLISH_WORDS = /\b(the|and|of|with|that|your|you|which|from|this|are|what|when)\b/gi;

/** Those of ENGLISH_WORDS that are words of a UI language too: Dutch "of" (or), Romanian "are" (has). */
export const ALSO_NATIVE = { nl: ['of'], ro: ['are'] };

/** The English words of a text, leaving out those that are the locale's own words too. */
export function englishWordsIn(text, locale) {
  return (text.match(ENGLISH_WORDS) ?? []).filter(
    (word) => !(ALSO_NATIVE[locale] ?? []).includes(word.toLowerCase()),
  );
}

/** Result texts spelled as in English in a language, by path (a facet or domain title). */
export const SAME_AS_ENGLISH = {
  da: ['N.facets.3.title'], // Depression
  de: ['N.facets.3.title', 'E.title'], // Depression, Extraversion
  et: ['A.facets.3.title'], // Altruism
  fr: ['E.title', 'O.facets.1.title', 'O.facets.5.title'], // Extraversion, Imagination, Intellect
  nl: ['O.facets.5.title'], // Intellect
  ro: ['A.facets.3.title', 'O.facets.6.title'], // Altruism, Liberalism
  sv: ['N.title', 'E.title', 'O.facets.6.title'], // Neuroticism, Extraversion, Liberalism
};
