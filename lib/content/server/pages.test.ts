/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { directionOf, locales, type Locale } from '@/lib/i18n/locales';
import { sitePages } from '@/lib/content/site-pages';
import {
  articleSlugs,
  contentDir,
  getArticles,
  pageFiles,
  renderMarkdown,
  splitFrontMatter,
  traitFiles,
} from './pages';
import { pageWords, unbalancedQuotes } from '@/test/visible-texts';
import { englishWordsIn } from '../../../scripts/translation-rules.mjs';

const files = [
  ...pageFiles,
  ...traitFiles.map((file) => `traits/${file}`),
  ...articleSlugs.map((slug) => `articles/${slug}`),
];
const read = (locale: Locale, file: string) =>
  readFileSync(path.join(contentDir, locale, `${file}.md`), 'utf8');

/** Reference-list entries (author, year, English title) stay in English by convention. */
const isReference = (line: string) => /^[-*] .*\(\d{4}\)/.test(line) || /ipip\.ori\.org/.test(line);

/** The words a reader sees: front matter values and Markdown without link targets and code. */
function visibleText(source: string): string {
  const { data, body } = splitFrontMatter(source);
  const text = body
    .split('\n')
    .filter((line) => !isReference(line))
    .join('\n')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_[\]>-]/g, ' ');
  return [...Object.values(data), text].join('\n');
}

describe('site content', () => {
  it('has every page, trait section and article in every UI locale, in the same shape', () => {
    for (const locale of locales) {
      const present = new Set(
        readdirSync(path.join(contentDir, locale), { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.md'))
          .map((file) => file.replace(/\\/g, '/').replace(/\.md$/, '')),
      );
      expect({ locale, files: [...present].sort() }).toEqual({ locale, files: [...files].sort() });
      for (const file of files) {
        const sections = (source: string) => source.match(/^## /gm)?.length ?? 0;
        expect({ locale, file, sections: sections(read(locale, file)) }).toEqual({
          locale,
          file,
          sections: sections(read('en', file)),
        });
        expect(read(locale, file)).not.toMatch(/^# /m);
        expect(read(locale, file)).not.toMatch(/<[a-z!/]/i);
      }
    }
  });

  it('has the same site links in every locale, and each one leads to a page that exists', () => {
    const links = (source: string) => [...source.matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]);
    const known = new Set<string>([
      ...sitePages.map((page) => page.path),
      ...articleSlugs.map((slug) => `/articles/${slug}`),
    ]);
    for (const file of files) {
      const english = links(read('en', file)).sort();
      for (const link of english)
        expect({ file, link, known: known.has(link!) }).toMatchObject({ known: true });
      for (const locale of locales) {
        expect({ locale, file, links: links(read(locale, file)).sort() }).toEqual({
          locale,
          file,
          links: english,
        });
      }
    }
  });

  it('is written in each language: enough text, no English sentences left', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      // Chinese and Japanese need far fewer characters than English for the same text.
      const compact = ['ja', 'ko', 'zh-Hans', 'zh-HK'].includes(locale);
      const minRatio = compact ? 0.3 : 0.7;
      for (const file of files) {
        const english = visibleText(read('en', file));
        const text = visibleText(read(locale, file));
        const ratio = text.replace(/\s+/g, '').length / english.replace(/\s+/g, '').length;
        expect({ locale, file, enoughText: ratio >= minRatio }).toMatchObject({ enoughText: true });
        const englishWords = englishWordsIn(text, locale);
        expect({
          locale,
          file,
          englishWords: englishWords.length <= 3 ? [] : englishWords,
        }).toEqual({ locale, file, englishWords: [] });
        const englishParagraphs = new Set(english.split(/\n\s*\n/).map((p) => p.trim()));
        const copied = text
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter((p) => p.length > 40 && englishParagraphs.has(p));
        expect({ locale, file, copied }).toEqual({ locale, file, copied: [] });
      }
    }
  });

  it('pairs every quotation mark in every paragraph', () => {
    for (const locale of locales)
      for (const file of files) {
        const unbalanced = read(locale, file)
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.replace(/^---[\s\S]*?---\s*/, '').trim())
          .filter((paragraph) => unbalancedQuotes(paragraph).length > 0);
        expect({ locale, file, unbalanced }).toEqual({ locale, file, unbalanced: [] });
      }
  });

  it('lists in its references every study an English page cites, and the same references in every locale', () => {
    const referenceLines = (source: string) =>
      source.split('\n').filter((line) => /^- (?!\*\*).*\(\d{4}\)\. /.test(line));
    for (const file of files) {
      const english = read('en', file);
      const references = referenceLines(english);
      const text = pageWords(english);
      // "Barrick and Mount (1991)", "Dudley and colleagues (2006)", "(Gnambs, 2014; Jang, … 1996)"
      const cited = [
        ...[...text.matchAll(/(\p{Lu}[\p{L}'’-]+)(?: and colleagues| et al\.)? \((\d{4})\)/gu)].map(
          (m) => [m[1]!, m[2]!],
        ),
        ...[...text.matchAll(/\(([^()]*\d{4})\)/g)].flatMap((m) =>
          m[1]!.split(';').flatMap((part) => {
            const citation = /(\p{Lu}[\p{L}'’-]+)[^;]*, (\d{4})$/u.exec(part.trim());
            return citation ? [[citation[1]!, citation[2]!]] : [];
          }),
        ),
      ];
      for (const [author, year] of cited) {
        const listed = references.some(
          (line) => line.includes(author!) && line.includes(`(${year})`),
        );
        expect({ file, author, year, listed }).toEqual({ file, author, year, listed: true });
      }
      for (const locale of locales)
        expect({ locale, file, references: referenceLines(read(locale, file)) }).toEqual({
          locale,
          file,
          references,
        });
    }
  });

  it('gives every article a title and a description in every locale', async () => {
    for (const locale of locales) {
      const articles = await getArticles(locale);
      expect(articles.map((a) => a.slug)).toEqual([...articleSlugs]);
      for (const article of articles) {
        expect(article.title).not.toMatch(/^['"]|['"]$/);
        expect(article.description.length).toBeGreaterThan(20);
      }
    }
  });
});

describe('splitFrontMatter', () => {
  it('reads plain, double-quoted and single-quoted values and returns the body', () => {
    const source =
      '---\ntitle: \'It\'\'s: quoted\'\ndescription: "A \\"b\\": c"\nother: plain: x\n---\n\nBody';
    expect(splitFrontMatter(source)).toEqual({
      data: { title: "It's: quoted", description: 'A "b": c', other: 'plain: x' },
      body: '\nBody',
    });
  });

  it('leaves a file without front matter alone', () => {
    expect(splitFrontMatter('## Heading\n')).toEqual({ data: {}, body: '## Heading\n' });
  });
});

describe('renderMarkdown', () => {
  const references =
    '- Goldberg, L. R. (1990). An alternative "description of personality".\n' +
    '- The International Personality Item Pool (المستودع الدولي لبنود الشخصية): ipip.ori.org';

  it('lays out a list written in Latin script left to right on right-to-left pages only', () => {
    expect(renderMarkdown(references, 'ar')).toContain('<ul dir="ltr">');
    expect(renderMarkdown(references, 'he')).toContain('<ul dir="ltr">');
    expect(renderMarkdown(references, 'de')).not.toContain('dir=');
    expect(renderMarkdown('- القلق\n- Goldberg (1990)', 'ar')).not.toContain('dir=');
  });

  it('lays out every reference list of the right-to-left pages left to right', () => {
    for (const locale of locales.filter((l) => directionOf(l) === 'rtl'))
      for (const file of files) {
        const html = renderMarkdown(splitFrontMatter(read(locale, file)).body, locale);
        const lists = [...html.matchAll(/<ul[^>]*>[\s\S]*?<\/ul>/g)].map((m) => m[0]);
        const isReferenceList = (list: string) =>
          /<li>\p{Script=Latin}[^<]*\(\d{4}\)\./u.test(list);
        for (const list of lists.filter(isReferenceList))
          expect({ locale, file, list: list.slice(0, 14) }).toEqual({
            locale,
            file,
            list: '<ul dir="ltr">',
          });
      }
  });

  it('prefixes site links with the locale and leaves other links alone', () => {
    const html = renderMarkdown('[a](/big_five) [b](/articles/x) [c](https://example.org/y)', 'de');
    expect(html).toContain('href="/de/big_five"');
    expect(html).toContain('href="/de/articles/x"');
    expect(html).toContain('href="https://example.org/y"');
    expect(renderMarkdown('[a](/faq)', 'en')).toContain('href="/faq"');
  });

  it('shows raw HTML as text instead of inserting it', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nText <b onclick="x">b</b>', 'en');
    expect(html).not.toMatch(/<script|<b /);
    expect(html).toContain('&lt;script&gt;');
  });
});
