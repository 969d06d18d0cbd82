import { render } from '@testing-library/react';
import { inLocale } from '@/test/intl';
import { AppLink } from './app-link';

const received: { prefetch?: unknown; href?: unknown }[] = [];
jest.mock('next/link', () => ({
  __esModule: true,
  default: (props: { prefetch?: unknown; href: string; children: React.ReactNode }) => {
    received.push(props);
    return <a href={props.href}>{props.children}</a>;
  },
}));

function setConnection(value: object | undefined) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

afterEach(() => {
  received.length = 0;
  setConnection(undefined);
});

describe('AppLink', () => {
  it('leaves prefetching to Next.js on an ordinary connection', () => {
    setConnection({ saveData: false, effectiveType: '4g' });
    render(<AppLink href="/test">Take the test</AppLink>, inLocale('en'));
    expect(received.at(-1)?.prefetch).toBeUndefined();
  });

  it("adds the page's locale to a locale-free href, and nothing for English", () => {
    render(<AppLink href="/result?x=1">Ergebnis</AppLink>, inLocale('de'));
    expect(received.at(-1)?.href).toBe('/de/result?x=1');
    render(<AppLink href="/">Home</AppLink>, inLocale('en'));
    expect(received.at(-1)?.href).toBe('/');
    render(<AppLink href="/compare?people=a#top">Vergleich</AppLink>, inLocale('ar'));
    expect(received.at(-1)?.href).toBe('/ar/compare?people=a#top');
  });

  it.each([
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
    { effectiveType: 'slow-2g' },
  ])('prefetches nothing on %j', (connection) => {
    setConnection(connection);
    render(
      <AppLink href="/test" prefetch>
        Take the test
      </AppLink>,
      inLocale('en'),
    );
    expect(received.at(-1)?.prefetch).toBe(false);
  });
});
