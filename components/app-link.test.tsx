import { render } from '@testing-library/react';
import { AppLink } from './app-link';

const received: { prefetch?: unknown; href?: unknown }[] = [];
let mockLocale: string | undefined = 'en';
jest.mock('next/navigation', () => ({ useParams: () => ({ locale: mockLocale }) }));
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
  mockLocale = 'en';
  received.length = 0;
  setConnection(undefined);
});

describe('AppLink', () => {
  it('leaves prefetching to Next.js on an ordinary connection', () => {
    setConnection({ saveData: false, effectiveType: '4g' });
    render(<AppLink href="/test">Take the test</AppLink>);
    expect(received.at(-1)?.prefetch).toBeUndefined();
  });

  it("adds the page's locale to a locale-free href, and nothing for English", () => {
    mockLocale = 'de';
    render(<AppLink href="/result?x=1">Ergebnis</AppLink>);
    expect(received.at(-1)?.href).toBe('/de/result?x=1');
    mockLocale = 'en';
    render(<AppLink href="/">Home</AppLink>);
    expect(received.at(-1)?.href).toBe('/');
    // Outside the [locale] segment (the root 404): English.
    mockLocale = undefined;
    render(<AppLink href="/test">Test</AppLink>);
    expect(received.at(-1)?.href).toBe('/test');
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
    );
    expect(received.at(-1)?.prefetch).toBe(false);
  });
});
