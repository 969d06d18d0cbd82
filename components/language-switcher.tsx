'use client';

import { useEffect, type MouseEvent } from 'react';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import { hardNavigate } from './hard-navigate';
import { ChevronDownIcon } from './icons';
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

  function choose(event: MouseEvent<HTMLAnchorElement>, locale: Locale) {
    writeLocaleCookie(locale);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    const { search, hash } = window.location;
    hardNavigate(`${getPathname({ locale, href: path })}${search}${hash}`);
  }

  return (
    <PopoverMenu
      id={POPOVER_ID}
      triggerLabel={buttonLabel}
      triggerClassName="focus-on-dark flex h-11 items-center gap-1 rounded-md px-2 hover:bg-white/10"
      trigger={
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG, next/image adds nothing */}
          <img
            src={current.flagSrc}
            alt=""
            width={24}
            height={18}
            className="h-[18px] w-6 rounded-sm"
          />
          <ChevronDownIcon className="size-4" />
        </>
      }
      className={`${dropdownClass} top-[calc(var(--spacing-toolbar)+0.25rem)] max-h-[calc(100dvh-5rem)] w-max max-w-[250px] overflow-y-auto sm:top-[calc(var(--spacing-toolbar-sm)+0.25rem)]`}
    >
      <nav aria-label={menuLabel}>
        <ul>
          {options.map((option) => (
            <li key={option.locale}>
              <a
                href={getPathname({ locale: option.locale, href: path })}
                hrefLang={option.tag}
                lang={option.tag}
                onClick={(event) => choose(event, option.locale)}
                className="menu-item gap-3 px-4 py-2"
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- tiny static SVG */}
                <img
                  src={option.flagSrc}
                  alt=""
                  width={20}
                  height={15}
                  loading="lazy"
                  className="h-[15px] w-5 shrink-0 rounded-sm"
                />
                <span className="truncate">{option.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </PopoverMenu>
  );
}
