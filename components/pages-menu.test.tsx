import { render, screen, within } from '@testing-library/react';
import { inLocale } from '@/test/intl';
import { PagesMenu } from './pages-menu';

jest.mock('next/navigation', () => ({
  usePathname: () => '/de/faq',
  useParams: () => ({ locale: 'de' }),
}));

const items = [
  { path: '/result', label: 'Ergebnis' },
  { path: '/faq', label: 'FAQ' },
];

describe('PagesMenu', () => {
  beforeEach(() => {
    render(
      <PagesMenu
        items={items}
        pagesLabel="Seiten"
        openLabel="Menü öffnen"
        closeLabel="Menü schließen"
      />,
      inLocale('de'),
    );
  });

  it('has a Pages dropdown button and a menu button for the small-screen drawer', () => {
    expect(screen.getByRole('button', { name: 'Seiten' })).toHaveAttribute(
      'popovertarget',
      'pages-menu',
    );
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute(
      'popovertarget',
      'pages-drawer',
    );
  });

  it('closes the drawer with its own close button', () => {
    const close = screen.getByRole('button', { name: 'Menü schließen', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'pages-drawer');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('lists localized links in both menus and marks the current page', () => {
    for (const id of ['pages-menu', 'pages-drawer']) {
      const popover = document.getElementById(id)!;
      const links = within(popover).getAllByRole('link', { hidden: true });
      expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Ergebnis', '/de/result'],
        ['FAQ', '/de/faq'],
      ]);
      expect(links[1]).toHaveAttribute('aria-current', 'page');
      expect(links[0]).not.toHaveAttribute('aria-current');
    }
  });
});
