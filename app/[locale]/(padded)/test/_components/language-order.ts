import type { QuestionnaireLanguage } from '@/inventory/languages';

/**
 * The questionnaire languages by their names in the interface's collation (`tag` is its BCP 47
 * tag): in Russian the Cyrillic names come first, in Arabic the Arabic ones, and "Čeština" sorts
 * among the C's. Done on the server, so the browser renders the order it was sent.
 */
export function sortLanguages(
  languages: readonly QuestionnaireLanguage[],
  tag: string,
): QuestionnaireLanguage[] {
  const collator = new Intl.Collator(tag);
  return [...languages].sort(
    (a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id),
  );
}
