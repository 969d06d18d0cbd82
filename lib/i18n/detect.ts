import { match } from '@formatjs/intl-localematcher';
import { defaultLocale, isLocale, locales, type Locale } from './locales';

const MAX_HEADER_LENGTH = 1024;
const MAX_ENTRIES = 32;

/**
 * Language tags of an Accept-Language header, best first (by q, then by position). Entries with
 * q=0, the `*` wildcard and malformed entries are dropped; oversized headers are cut, never thrown on.
 * Parsed here, not by a library: these few lines bound what a hostile header costs (1 KiB, 32
 * entries) before anything else reads it.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries: { tag: string; q: number; index: number }[] = [];
  const parts = header.slice(0, MAX_HEADER_LENGTH).split(',').slice(0, MAX_ENTRIES);
  parts.forEach((part, index) => {
    const [rawTag = '', ...params] = part.trim().split(';');
    const tag = rawTag.trim();
    if (!/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match?.[1] !== undefined) q = Number(match[1]);
    }
    if (q > 0 && q <= 1) entries.push({ tag, q, index });
  });
  entries.sort((a, b) => b.q - a.q || a.index - b.index);
  return entries.map((entry) => entry.tag);
}

/** What `match` answers when no locale serves a language: never a locale code. */
const NO_MATCH = 'und';

/**
 * The UI locale serving a BCP 47 tag best, if any, by CLDR's language matching (the "best fit"
 * of @formatjs/intl-localematcher, as next-intl's own middleware uses): `de-AT` -> de,
 * `nb-NO` -> no, `zh-CN` -> zh-Hans, `iw` -> he, and close languages a reader understands
 * (`gsw` -> de). Undefined for a language none of them serves, or a tag that is not one.
 */
export function matchLocale(tag: string): Locale | undefined {
  try {
    const found = match([tag], locales, NO_MATCH, { algorithm: 'best fit' });
    return isLocale(found) ? found : undefined;
  } catch {
    return undefined; // not a well-formed language tag
  }
}

export interface RootLocaleInput {
  /** Value of the locale cookie (the visitor's choice in the switcher). */
  localeCookie?: string | undefined;
  /** Value of the cookie left by the one-time browser-language redirect. */
  redirectedCookie?: string | undefined;
  acceptLanguage?: string | null | undefined;
}

export interface RootLocaleDecision {
  locale: Locale;
  source: 'cookie' | 'remembered' | 'browser' | 'default';
  /** True when the browser language was read now and the redirect cookie must be written. */
  rememberDetection: boolean;
}

/**
 * Which locale a visit to the bare root path `/` should get. Order: the chosen
 * locale cookie; the locale of an earlier browser-language redirect; the browser languages (read
 * once, then remembered); English. Only the root path is ever redirected.
 */
export function detectRootLocale(input: RootLocaleInput): RootLocaleDecision {
  if (isLocale(input.localeCookie)) {
    return { locale: input.localeCookie, source: 'cookie', rememberDetection: false };
  }
  if (input.redirectedCookie !== undefined) {
    const remembered = isLocale(input.redirectedCookie) ? input.redirectedCookie : defaultLocale;
    return { locale: remembered, source: 'remembered', rememberDetection: false };
  }
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const locale = matchLocale(tag);
    if (locale) return { locale, source: 'browser', rememberDetection: true };
  }
  return { locale: defaultLocale, source: 'default', rememberDetection: true };
}
