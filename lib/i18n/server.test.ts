/** @jest-environment node */
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templateOf } from './server';

jest.mock('next-intl/server', () => ({}));

describe('templateOf', () => {
  it('gives a message with its simple arguments left in place, from ICU text', () => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'Test' });
    expect(templateOf(t, 'statementNumber')).toBe('Statement {num} of {total}');
    expect(templateOf(t, 'languageTitle')).toBe(en.Test.languageTitle);
    const share = createTranslator({ locale: 'fr', messages: fr, namespace: 'ResultShare' });
    expect(templateOf(share, 'shareOn')).toBe('Partager sur {network}');
  });

  it('gives the same from messages compiled at build time (next.config.ts precompile)', () => {
    const compiled = (text: string) => {
      const message = compile(text);
      const t = (_key: string, values: Record<string, string>) =>
        format(message, 'fr', values, {
          formatters: {
            getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
            getNumberFormat: (...args) => new Intl.NumberFormat(...args),
            getPluralRules: (...args) => new Intl.PluralRules(...args),
          },
        }) as string;
      t.raw = () => message;
      return t;
    };
    expect(templateOf(compiled(fr.Test.statementNumber), 'statementNumber')).toBe(
      'Affirmation {num} sur {total}',
    );
    expect(templateOf(compiled(fr.Test.compareNote), 'compareNote')).toBe(
      fr.Test.compareNote.replace(/''/g, "'"),
    );
    expect(templateOf(compiled("Il n''y a rien"), 'x')).toBe("Il n'y a rien");
  });
});

describe('messages islands receive as templates', () => {
  // namespaceTemplates (Test, Offline, ApiErrors) and templateOf (Error status and reference,
  // ResultShare shareOn, CompareBuilder resultFoundHandle and useHandle) leave `{name}` for the
  // browser to fill: a plural, select or formatted argument there would be lost.
  const dir = join(__dirname, '../../messages');
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  it.each(files)('%s has only simple arguments in them', (file) => {
    const messages = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<
      string,
      Record<string, unknown>
    >;
    const texts = [
      ...['Test', 'Offline', 'ApiErrors'].flatMap((ns) => Object.values(messages[ns] ?? {})),
      messages.Error?.status,
      messages.Error?.reference,
      messages.ResultShare?.shareOn,
      messages.CompareBuilder?.resultFoundHandle,
      messages.CompareBuilder?.useHandle,
    ];
    for (const text of texts) {
      expect(typeof text).toBe('string');
      expect(text).not.toMatch(/\{\s*\w+\s*,/);
    }
  });
});
