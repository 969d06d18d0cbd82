import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export { locales } from '../lib/i18n/locales';
export { localizePath } from '../lib/i18n/paths';

type Tree = { [key: string]: string | Tree };

/** A message of a locale by dotted key, read from messages/{locale}.json. */
export function message(locale: string, key: string): string {
  const file = path.join(__dirname, '..', 'messages', `${locale}.json`);
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return value;
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 600;
