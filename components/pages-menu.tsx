'use client';

import { AppLink } from './app-link';
import { usePathname } from 'next/navigation';
import { splitLocale } from '@/lib/i18n/paths';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import { usePopoverMenu } from './use-popover-menu';

export interface MenuItem {
  /** Locale-free path, e.g. `/faq` (the link adds the locale). */
  path: string;
  label: string;
}

interface Props {
  items: MenuItem[];
  pagesLabel: string;
  openLabel: string;
  closeLabel: string;
}

const DROPDOWN_ID = 'pages-menu';
const DRAWER_ID = 'pages-drawer';

/**
 * The "Pages" menu: a dropdown from 600 px up, a drawer opened and closed by the menu button below.
 * Both are native popovers, so they open, close on Escape or an outside click, and return focus
 * without script; the hook adds arrow keys and closing after a choice.
 */
export function PagesMenu({ items, pagesLabel, openLabel, closeLabel }: Props) {
  const dropdownRef = usePopoverMenu();
  const drawerRef = usePopoverMenu();
  const current = splitLocale(usePathname() ?? '/').path;

  const list = (className: string) => (
    <ul>
      {items.map((item) => (
        <li key={item.path}>
          <AppLink
            href={item.path}
            aria-current={current === item.path ? 'page' : undefined}
            className={`${className} aria-[current=page]:text-secondary flex min-h-11 items-center text-neutral-900 no-underline hover:bg-neutral-100 hover:text-neutral-900 focus-visible:bg-neutral-100 aria-[current=page]:font-semibold`}
          >
            {item.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <button
        type="button"
        popoverTarget={DROPDOWN_ID}
        className="hidden h-11 items-center gap-1 rounded-md px-3 font-medium tracking-wide uppercase hover:bg-white/10 sm:flex"
      >
        {pagesLabel}
        <ChevronDownIcon className="size-4" />
      </button>
      <div
        id={DROPDOWN_ID}
        ref={dropdownRef}
        popover="auto"
        aria-label={pagesLabel}
        className="fixed inset-auto end-2 top-[calc(var(--spacing-toolbar-sm)+0.25rem)] min-w-52 rounded-md bg-white py-1 shadow-xl ring-1 ring-black/10"
      >
        <nav aria-label={pagesLabel}>{list('px-4 py-2')}</nav>
      </div>

      <button
        type="button"
        popoverTarget={DRAWER_ID}
        aria-label={openLabel}
        className="grid size-11 place-items-center rounded-md hover:bg-white/10 sm:hidden"
      >
        <MenuIcon className="size-6" />
      </button>
      <div
        id={DRAWER_ID}
        ref={drawerRef}
        popover="auto"
        className="drawer fixed inset-y-0 start-auto end-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto bg-white shadow-2xl"
      >
        <div className="h-toolbar flex items-center justify-between border-b border-neutral-200 ps-4 pe-1">
          <span className="font-semibold">{pagesLabel}</span>
          <button
            type="button"
            popoverTarget={DRAWER_ID}
            popoverTargetAction="hide"
            aria-label={closeLabel}
            className="grid size-11 place-items-center rounded-md hover:bg-neutral-100"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label={pagesLabel} className="py-2">
          {list('px-4 py-3 text-lg')}
        </nav>
      </div>
    </>
  );
}
