/** @jest-environment node */
import { mkdtempSync, cpSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRecord, recordProblems, uiLocales } from '../scripts/ui-review.mjs';

/**
 * The review record of each interface translation (content/reviews/, docs/reviewing.md): who read
 * the locale's messages, pages and result texts beside the English, how, and a stamp of every text
 * as it was read. A text added or changed since has no matching stamp and fails here until it is
 * read again (`npm run ui-review -- <code>` lists them, `--stamp <code>` records a new reading).
 */
const root = process.cwd();

const recorded = uiLocales(root).filter((locale) => locale !== 'en');

describe('interface translation review records', () => {
  it('exist for every locale but English', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(38);
    for (const locale of recorded)
      expect({ locale, record: !!readRecord(root, locale) }).toEqual({
        locale,
        record: true,
      });
  });

  it.each(recorded)('%s: every text was read as it now is', (locale) => {
    expect(recordProblems(root, locale)).toEqual([]);
  });

  it('fails for a message added or changed without a new reading', () => {
    // A copy of what the check reads, with one English message added and one translation changed.
    const copy = mkdtempSync(path.join(tmpdir(), 'ui-review-'));
    try {
      for (const part of [
        'lib/i18n/locales.ts',
        'messages',
        'content',
        'inventory/generated/results',
      ])
        cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
      const locale = recorded[0]!;
      const edit = (
        file: string,
        change: (messages: Record<string, Record<string, string>>) => void,
      ) => {
        const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<
          string,
          Record<string, string>
        >;
        change(messages);
        writeFileSync(file, JSON.stringify(messages));
      };
      edit(path.join(copy, 'messages', 'en.json'), (m) => (m.Header!.brandNew = 'A new message'));
      edit(path.join(copy, 'messages', `${locale}.json`), (m) => {
        m.Header!.brandNew = 'Translated, unread';
        m.Header!.pages = `${m.Header!.pages}!`;
      });
      expect(recordProblems(copy, locale)).toEqual([
        `${locale}: messages Header.pages changed since its review`,
        `${locale}: messages Header.brandNew was never reviewed`,
      ]);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
