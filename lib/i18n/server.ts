import 'server-only';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type en from '../../messages/en.json';
import { isLocale, type Locale } from './locales';

/**
 * The locale of a page from its route params, registered for static rendering. Any value outside
 * the locale list is a 404 (the layout checks too; pages may render before it).
 */
export async function resolvePageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * The names of a message's simple arguments, read from its raw form: ICU text (`{name}`) where
 * messages are not compiled (unit tests), or the compiled form the build gives (next.config.ts,
 * `experimental.messages.precompile`), where an argument is the one-element array `[name]`.
 */
function argumentNames(raw: unknown, names = new Set<string>()): Set<string> {
  if (typeof raw === 'string') {
    for (const match of raw.matchAll(/\{\s*(\w+)\s*\}/g)) names.add(match[1]!);
  } else if (Array.isArray(raw)) {
    if (raw.length === 1 && typeof raw[0] === 'string') names.add(raw[0]);
    else for (const part of raw) argumentNames(part, names);
  }
  return names;
}

/** The minimal translator `templateOf` needs (next-intl's typed one is narrower per namespace). */
interface RawTranslator<Key extends string> {
  (key: Key, values: Record<string, string>): string;
  raw(key: Key): unknown;
}

/**
 * A message as a template with its simple `{name}` arguments left in place, for a client island
 * that fills them in the browser with values only it knows. Messages are compiled when the site
 * is built, so `t.raw` gives compiled data, not text: formatting each argument as its own
 * placeholder gives the text, apostrophe escapes resolved. Only for messages whose arguments are
 * plain `{name}` (plural or select arguments need next-intl's formatter in the island: see the
 * private result page).
 */
export function templateOf<Key extends string>(t: RawTranslator<Key>, key: Key): string {
  const names = [...argumentNames(t.raw(key))];
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}

/** Every message of a flat namespace as a template (`templateOf`), keyed as in the messages. */
export async function namespaceTemplates<Namespace extends 'Test' | 'Offline' | 'ApiErrors'>(
  locale: Locale,
  namespace: Namespace,
): Promise<Record<keyof (typeof en)[Namespace], string>> {
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace }),
    getMessages({ locale }),
  ]);
  // The keys are read from the namespace's messages at run time, so the typed translator cannot
  // check them; each is a key of that namespace by construction.
  const translate = t as unknown as RawTranslator<string>;
  const keys = Object.keys((messages as Record<string, object>)[namespace] ?? {});
  return Object.fromEntries(keys.map((key) => [key, templateOf(translate, key)])) as Record<
    keyof (typeof en)[Namespace],
    string
  >;
}
