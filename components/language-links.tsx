import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

/**
 * Every interface language as a link to its home page, by its own name. Like the switcher, a
 * choice is remembered in the locale cookie, so later visits to `/` open in that language: the
 * switcher, which every page has, writes it for any link marked `data-remember-locale`, so these
 * links stay server markup and cost no script of their own.
 */
export function LanguageLinks({
  languages,
  current,
}: {
  languages: { locale: Locale; name: string; tag: string }[];
  current: Locale;
}) {
  return (
    <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
      {languages.map((language) => (
        <li key={language.locale}>
          <a
            href={getPathname({ locale: language.locale, href: '/' })}
            lang={language.tag}
            hrefLang={language.tag}
            aria-current={language.locale === current ? 'page' : undefined}
            data-remember-locale={language.locale}
            className="aria-[current=page]:font-semibold aria-[current=page]:text-neutral-900"
          >
            {language.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
