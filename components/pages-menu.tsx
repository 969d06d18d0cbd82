'use client';

import { AppLink } from './app-link';
import { usePathname } from '@/lib/i18n/navigation';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons';
import { dropdownClass, PopoverMenu } from './ui/popover-menu';

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
 * Both are PopoverMenus (native popovers with menu keys); the drawer has its own close button.
 */
export function PagesMenu({ items, pagesLabel, openLabel, closeLabel }: Props) {
  const current = usePathname();

  const list = (className: string) => (
    <ul>
      {items.map((item) => (
        <li key={item.path}>
          <AppLink
            href={item.path}
            aria-current={current === item.path ? 'page' : undefined}
            className={`${className} menu-item aria-[current=page]:text-secondary aria-[current=page]:font-semibold`}
          >
            {item.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <PopoverMenu
        id={DROPDOWN_ID}
        trigger={
          <>
            {pagesLabel}
            <ChevronDownIcon className="size-4" />
          </>
        }
        triggerClassName="focus-on-dark hidden h-11 items-center gap-1 rounded-md px-3 font-medium tracking-wide uppercase hover:bg-white/10 sm:flex"
        label={pagesLabel}
        className={`${dropdownClass} top-[calc(var(--spacing-toolbar-sm)+0.25rem)] min-w-52`}
      >
        <nav aria-label={pagesLabel}>{list('px-4 py-2')}</nav>
      </PopoverMenu>

      <PopoverMenu
        id={DRAWER_ID}
        trigger={<MenuIcon className="size-6" />}
        triggerLabel={openLabel}
        triggerClassName="focus-on-dark grid size-11 place-items-center rounded-md hover:bg-white/10 sm:hidden"
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
      </PopoverMenu>
    </>
  );
}
