import { ANALYTICS_EVENT, redactPath, trackEvent, type AnalyticsEventDetail } from './track';

describe('redactPath', () => {
  it('removes result and comparison ids from page addresses', () => {
    expect(redactPath('https://x.org/de/result/0123456789abcdef01234567')).toBe(
      'https://x.org/de/result/[id]',
    );
    expect(redactPath('https://x.org/result/0123456789ABCDEF01234567/preview.png?a=1')).toBe(
      'https://x.org/result/[id]/preview.png?a=1',
    );
    expect(redactPath('https://x.org/ja/compare/eyJwIjpbXX0?x')).toBe(
      'https://x.org/ja/compare/[id]?x',
    );
    expect(redactPath('https://x.org/compare')).toBe('https://x.org/compare');
    expect(redactPath('https://x.org/faq')).toBe('https://x.org/faq');
  });

  it('removes the fragment, where a private result lives', () => {
    expect(redactPath('https://x.org/he/result/private#1.he.f34.612.t68n40.AAAA')).toBe(
      'https://x.org/he/result/private',
    );
    expect(redactPath('https://x.org/result/0123456789abcdef01234567#domain-N')).toBe(
      'https://x.org/result/[id]',
    );
  });
});

describe('trackEvent', () => {
  it('announces each event in the page with its name and properties', () => {
    const seen: AnalyticsEventDetail[] = [];
    const listener = (event: Event) =>
      seen.push((event as CustomEvent<AnalyticsEventDetail>).detail);
    window.addEventListener(ANALYTICS_EVENT, listener);
    trackEvent('FAQ');
    trackEvent('test-completed', { lang: 'de' });
    window.removeEventListener(ANALYTICS_EVENT, listener);
    expect(seen).toEqual([{ name: 'FAQ' }, { name: 'test-completed', props: { lang: 'de' } }]);
  });
});
