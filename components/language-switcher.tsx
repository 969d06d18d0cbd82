'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { hardNavigate } from './hard-navigate';
import { CheckIcon, ChevronDownIcon } from './icons';
import { dropdownClass, PopoverMenu } from './ui/popover-menu';

export interface LanguageOption {
  locale: Locale;
  /** The language's own name. */
  name: string;
  /** BCP 47 tag of the language (for `lang` and `hreflang`). */
  tag: string;
  flagSrc: string;
}

interface Props {
  current: LanguageOption;
  /** The other languages, already sorted for display. */
  options: LanguageOption[];
  buttonLabel: string;
  menuLabel: string;
}

/** Lower case without accents, so "espanol" finds Español and "cestina" Čeština. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * What a filter matches in an entry: its own name, its code and tag, and its name in the page's
 * language (Intl.DisplayNames: "German" or "Allemand" finds Deutsch), which costs no bytes.
 */
function searchText(option: LanguageOption, names: Intl.DisplayNames | null): string {
  let translated = '';
  try {
    translated = names?.of(option.tag) ?? '';
  } catch {
    // A tag the browser's data does not know: its own name and code still match.
  }
  return fold(`${option.name} ${translated} ${option.locale} ${option.tag}`);
}

const POPOVER_ID = 'language-menu';

/**
 * next-intl writes this cookie only from its Link or router given a `locale`, which forces a prefix
 * (`/en/...`, then a redirect) and a client navigation; a change of language here is a full page
 * load (document language and direction), so the cookie is written here.
 */
export function writeLocaleCookie(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

/**
 * Flag of the current language and a menu of the others. Each entry links to the same page in that
 * language (`/de/result/abc` -> `/fr/result/abc`); choosing one remembers it in the locale cookie.
 * A full page load follows, since the document's language and direction change.
 */
export function LanguageSwitcher({ current, options, buttonLabel, menuLabel }: Props) {
  const path = usePathname();
  const t = useTranslations('Header');
  const filterId = useId();
  const [query, setQuery] = useState('');

  // Other language links of the site (the home page's list) are plain server markup marked
  // `data-remember-locale`: a click on one is remembered here, like a choice in this menu.
  useEffect(() => {
    function onClick(event: globalThis.MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const locale =
        target?.closest<HTMLElement>('a[data-remember-locale]')?.dataset.rememberLocale;
      if (isLocale(locale)) writeLocaleCookie(locale);
    }
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  const searchable = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([current.tag], { type: 'language' });
    } catch {
      // No display names in this browser: own names and codes only.
    }
    return options.map((option) => ({ option, text: searchText(option, names) }));
  }, [options, current.tag]);
  const wanted = fold(query.trim());
  const shown = wanted
    ? searchable.filter(({ text }) => text.includes(wanted)).map(({ option }) => option)
    : options;

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    writeLocaleCookie(locale);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    const { search, hash } = window.location;
    hardNavigate(`${getPathname({ locale, href: path })}${search}${hash}`);
  }

  const entry = (option: LanguageOption, isCurrent: boolean) => (
    <li key={option.locale}>
      <a
        href={getPathname({ locale: option.locale, href: path })}
        hrefLang={option.tag}
        lang={option.tag}
        aria-current={isCurrent ? 'true' : undefined}
        aria-label={isCurrent ? t('languageCurrent', { language: option.name }) : undefined}
        onClick={(event) => choose(event, option.locale)}
        className="menu-item gap-3 px-4 py-2 aria-[current]:font-semibold"
      >
        <Flag src={option.flagSrc} size="small" />
        <span className="truncate">{option.name}</span>
        {isCurrent ? <CheckIcon className="text-secondary ms-auto size-4 shrink-0" /> : null}
      </a>
    </li>
  );

  return (
    <PopoverMenu
      id={POPOVER_ID}
      triggerLabel={buttonLabel}
      triggerClassName="focus-on-dark flex h-11 items-center gap-1 rounded-md px-2 hover:bg-white/10"
      trigger={
        <>
          <Flag src={current.flagSrc} size="large" />
          <ChevronDownIcon className="size-4" />
        </>
      }
      className={`${dropdownClass} top-[calc(var(--spacing-toolbar)+0.25rem)] max-h-[calc(100dvh-5rem)] w-[min(17rem,calc(100vw-1rem))] overflow-y-auto overscroll-contain pt-0 sm:top-[calc(var(--spacing-toolbar-sm)+0.25rem)]`}
    >
      {/* The filter stays in view above the list as it scrolls; typed into, it narrows the list
          to the languages whose name (their own, or in this page's language) or code matches. */}
      <div className="sticky top-0 z-10 bg-white p-2">
        <label htmlFor={filterId} className="sr-only">
          {t('languageFilter')}
        </label>
        <input
          id={filterId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('languageFilter')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          data-language-filter
          // Home and End move the caret here, not through the menu (PopoverMenu's keys).
          onKeyDown={(event) => {
            if (event.key === 'Home' || event.key === 'End') event.stopPropagation();
          }}
          className="field w-full"
        />
      </div>
      <nav
        aria-label={menuLabel}
        // Typing on an entry goes on in the filter, as in a list box (type-ahead).
        onKeyDown={(event) => {
          if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
          document.getElementById(filterId)?.focus();
        }}
      >
        <ul>
          {wanted ? null : entry(current, true)}
          {shown.map((option) => entry(option, false))}
        </ul>
        {shown.length === 0 ? (
          <p role="status" className="px-4 py-3 text-sm text-neutral-700">
            {t('languageNoMatch', { query: query.trim() })}
          </p>
        ) : null}
      </nav>
    </PopoverMenu>
  );
}

/** A language's flag, decorative (its name is beside it or in the button's label). */
function Flag({ src, size }: { src: string; size: 'small' | 'large' }) {
  const large = size === 'large';
  return (
    // eslint-disable-next-line @next/next/no-img-element -- tiny static SVG, next/image adds nothing
    <img
      src={src}
      alt=""
      width={large ? 24 : 20}
      height={large ? 18 : 15}
      // The menu's 38 others are fetched when it opens, not with the page.
      loading={large ? undefined : 'lazy'}
      className={large ? 'h-[18px] w-6 rounded-sm' : 'h-[15px] w-5 shrink-0 rounded-sm'}
    />
  );
}
