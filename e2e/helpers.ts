import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

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

/** Stores a complete (all "neutral") result through the API and returns its id. */
export async function saveNeutralResult(request: APIRequestContext): Promise<string> {
  const file = path.join(__dirname, '..', 'inventory', 'generated', 'items.json');
  const items = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string }[];
  const response = await request.post('/api/save', {
    data: {
      testId: 'b5-120',
      lang: 'en',
      answers: items.map((item) => ({ questionID: item.id, choice: 3 })),
      timeElapsed: 300,
      gender: 'female',
      age: 30,
    },
  });
  if (response.status() !== 201) throw new Error(`Saving failed: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
