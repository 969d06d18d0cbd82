// Types of scripts/ui-review.mjs (plain JavaScript, run by npm scripts) for the tests that import it.

export interface UiReviewRecord {
  locale: string;
  reviewed: string;
  reviewer: string;
  method: string;
  confident: boolean;
  terms?: Record<string, unknown>;
  changes?: unknown[];
  note?: string;
  stamps?: Record<'messages' | 'pages' | 'results', Record<string, string>>;
}

export function uiLocales(root: string): string[];
export function textsOf(
  root: string,
  locale: string,
): Record<'messages' | 'pages' | 'results', Map<string, [string, string]>>;
export function readRecord(root: string, locale: string): UiReviewRecord | null;
export function recordProblems(root: string, locale: string): string[];
export function stampRecord(root: string, locale: string): UiReviewRecord;
