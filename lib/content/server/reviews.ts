import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';

/** The part of a review record (content/reviews/{locale}.json, scripts/ui-review.mjs) pages read. */
const recordSchema = z.object({ confident: z.boolean() });

const reviewsDir = path.join(/* turbopackIgnore: true */ process.cwd(), 'content', 'reviews');
const known = new Map<Locale, boolean>();

/**
 * Whether a locale's translation is new: its second reader was not confident of it (a language
 * without a native reviewer yet). Its pages then say so, and where to send corrections. English,
 * and a locale without a record, are not.
 */
export function isNewTranslation(locale: Locale): boolean {
  let value = known.get(locale);
  if (value === undefined) {
    value = false;
    if (locale !== 'en') {
      try {
        const file = path.join(reviewsDir, `${locale}.json`);
        value = !recordSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).confident;
      } catch {
        value = false;
      }
    }
    known.set(locale, value);
  }
  return value;
}
