/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Kept pages allow inline scripts (lib/http/content-security-policy.ts), so visitor text must only ever
 * reach a page as React text or attribute values, which React escapes. The ways around that are
 * raw HTML and script elements: each use in the site's code is listed here with why no visitor
 * text can reach it, and any new one fails this test until it is looked at and listed.
 */
const ALLOWED: Record<string, string> = {
  // JSON-LD from the build's settings, with `<` escaped so no value can close the element.
  'app/[locale]/layout.tsx': 'JSON.stringify(organisationJsonLd()).replace(/</g',
  // Markdown of the site's own files (content/site), rendered on the server with raw HTML escaped.
  'components/prose.tsx': 'html',
};

const root = process.cwd();
const sources = ['app', 'components', 'lib', 'proxy.ts'].flatMap((entry) =>
  entry.endsWith('.ts')
    ? [entry]
    : readdirSync(path.join(root, entry), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(entry, file).replace(/\\/g, '/')),
);

describe('visitor text reaches pages only as escaped text', () => {
  it('finds the site sources', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('puts raw HTML only where the list above says no visitor text can reach it', () => {
    const raw = sources.filter((file) =>
      readFileSync(path.join(root, file), 'utf8').includes('dangerouslySetInnerHTML'),
    );
    expect(raw.sort()).toEqual(Object.keys(ALLOWED).sort());
    for (const [file, value] of Object.entries(ALLOWED))
      expect(readFileSync(path.join(root, file), 'utf8')).toMatch(
        new RegExp(`__html: ${value.replace(/[()/.[\]]/g, '\\$&')}`),
      );
  });

  it('writes no script element of its own but JSON-LD data', () => {
    for (const file of sources.filter((f) => f.endsWith('.tsx'))) {
      const scripts = [...readFileSync(path.join(root, file), 'utf8').matchAll(/<script\b[^>]*/g)];
      for (const [tag] of scripts)
        expect({ file, tag }).toEqual({
          file,
          tag: expect.stringMatching(/type="application\/ld\+json"/),
        });
    }
  });

  it('never builds a link from a javascript: address', () => {
    for (const file of sources) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect({ file, scriptUrl: /href=\{?["'`]\s*javascript:/i.test(text) }).toEqual({
        file,
        scriptUrl: false,
      });
    }
  });
});
