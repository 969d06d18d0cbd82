import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inLocale } from '@/test/intl';
import { hardNavigate } from './hard-navigate';
import { LanguageSwitcher, type LanguageOption } from './language-switcher';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
jest.mock('./hard-navigate', () => ({ hardNavigate: jest.fn() }));

const option = (locale: LanguageOption['locale'], name: string, tag = locale): LanguageOption => ({
  locale,
  name,
  tag,
  flagSrc: `/flags/${locale}.svg`,
});

const options = [option('da', 'Dansk'), option('fr', 'Français'), option('ja', '日本語')];

function renderSwitcher() {
  return render(
    <LanguageSwitcher
      current={option('de', 'Deutsch')}
      options={options}
      buttonLabel="Sprache: Deutsch. Sprache ändern"
      menuLabel="Sprache wählen"
    />,
    inLocale('de', {
      Header: {
        languageFilter: 'Sprache suchen',
        languageNoMatch: 'Keine Sprache passt zu „{query}“.',
        languageCurrent: '{language} (aktuelle Sprache)',
      },
    }),
  );
}

afterEach(() => {
  document.cookie = 'NEXT_LOCALE=; Max-Age=0; Path=/';
  jest.mocked(hardNavigate).mockClear();
});

describe('LanguageSwitcher', () => {
  it('shows the current flag on a labelled button that opens the menu popover', () => {
    mockPathname = '/de';
    renderSwitcher();
    const button = screen.getByRole('button', { name: 'Sprache: Deutsch. Sprache ändern' });
    expect(button).toHaveAttribute('popovertarget', 'language-menu');
    expect(button.querySelector('img')).toHaveAttribute('src', '/flags/de.svg');
  });

  it('lists the current language first, then the others in their own names, in the given order, with lang attributes', () => {
    mockPathname = '/de';
    renderSwitcher();
    const nav = screen.getByRole('navigation', { name: 'Sprache wählen', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual([
      'Deutsch',
      'Dansk',
      'Français',
      '日本語',
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links[0]).toHaveAccessibleName('Deutsch (aktuelle Sprache)');
    expect(links[3]).toHaveAttribute('lang', 'ja');
    expect(links[3]).toHaveAttribute('hreflang', 'ja');
  });

  it('narrows the list as the filter is typed into: own name, accents aside, name in the page language, code', async () => {
    mockPathname = '/de';
    renderSwitcher();
    const user = userEvent.setup();
    const filter = screen.getByRole('searchbox', { name: 'Sprache suchen', hidden: true });
    const shown = () =>
      screen.queryAllByRole('link', { hidden: true }).map((link) => link.textContent);
    await user.type(filter, 'francais');
    expect(shown()).toEqual(['Français']);
    await user.clear(filter);
    await user.type(filter, 'Japanisch');
    expect(shown()).toEqual(['日本語']);
    await user.clear(filter);
    await user.type(filter, 'DA');
    expect(shown()).toEqual(['Dansk']);
    await user.clear(filter);
    await user.type(filter, 'xyz');
    expect(shown()).toEqual([]);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
      'Keine Sprache passt zu „xyz“.',
    );
  });

  it('keeps the lang attributes of the others', () => {
    mockPathname = '/de';
    renderSwitcher();
    const nav = screen.getByRole('navigation', { name: 'Sprache wählen', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true }).slice(1);
    expect(links[2]).toHaveAttribute('lang', 'ja');
    expect(links[2]).toHaveAttribute('hreflang', 'ja');
  });

  it('links to the same page and its parameters in each language', () => {
    mockPathname = '/de/result/0123456789abcdef01234567';
    renderSwitcher();
    expect(screen.getByRole('link', { name: 'Français', hidden: true })).toHaveAttribute(
      'href',
      '/fr/result/0123456789abcdef01234567',
    );
  });

  it('links to unprefixed paths for English, also from the internal /en form', () => {
    mockPathname = '/en/test';
    render(
      <LanguageSwitcher
        current={option('en', 'English')}
        options={[option('fr', 'Français'), option('en', 'English')]}
        buttonLabel="Langue"
        menuLabel="Choisir"
      />,
      inLocale('en'),
    );
    expect(screen.getByRole('link', { name: 'English', hidden: true })).toHaveAttribute(
      'href',
      '/test',
    );
    expect(screen.getByRole('link', { name: 'Français', hidden: true })).toHaveAttribute(
      'href',
      '/fr/test',
    );
  });

  it('remembers the choice in the locale cookie and keeps query and hash', async () => {
    mockPathname = '/de/faq';
    window.history.pushState({}, '', '/de/faq?ref=mail#privacy');
    renderSwitcher();
    await userEvent.click(screen.getByRole('link', { name: 'Dansk', hidden: true }));
    expect(document.cookie).toContain('NEXT_LOCALE=da');
    expect(hardNavigate).toHaveBeenCalledWith('/da/faq?ref=mail#privacy');
  });

  it('leaves modified clicks (new tab) to the browser but still remembers the choice', () => {
    mockPathname = '/de/faq';
    renderSwitcher();
    const link = screen.getByRole('link', { name: 'Français', hidden: true });
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(document.cookie).toContain('NEXT_LOCALE=fr');
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('remembers a click on any other language link of the site (the home page list)', async () => {
    mockPathname = '/de';
    const { container } = render(
      <>
        <LanguageSwitcher
          current={option('de', 'Deutsch')}
          options={options}
          buttonLabel="Sprache"
          menuLabel="Sprache wählen"
        />
        <a href="#ja" data-remember-locale="ja">
          <span>Japanisch</span>
        </a>
        <a href="#xx" data-remember-locale="xx">
          nope
        </a>
      </>,
      inLocale('de'),
    );
    // jsdom does not navigate: the click only has to write the cookie.
    await userEvent.click(screen.getByText('nope'));
    expect(document.cookie).not.toContain('NEXT_LOCALE');
    await userEvent.click(screen.getByText('Japanisch'));
    expect(document.cookie).toContain('NEXT_LOCALE=ja');
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(container.querySelectorAll('a[data-remember-locale]')).toHaveLength(2);
  });
});
