import { articleSlugs } from '@/lib/content/files';
import { sitePages } from '@/lib/content/site-pages';
import { locales } from '@/lib/i18n/locales';
import robots from './robots';
import sitemap from './sitemap';

describe('sitemap', () => {
  const entries = sitemap();

  it('lists every public page and article in every locale', () => {
    expect(entries).toHaveLength((sitePages.length + articleSlugs.length) * locales.length);
    const urls = new Set(entries.map((e) => e.url));
    expect(urls).toContain('http://localhost:3000/');
    expect(urls).toContain('http://localhost:3000/he/big_five');
    expect(urls).toContain('http://localhost:3000/zh-Hans/openness_to_experience');
    expect(urls).toContain('http://localhost:3000/articles/can-personality-change');
    expect(urls).toContain('http://localhost:3000/ar/articles/big-five-vs-type-tests');
    expect([...urls].some((url) => url.includes('/en/') || url.endsWith('/en'))).toBe(false);
  });

  it('gives each entry absolute alternates in every language', () => {
    const faqDe = entries.find((e) => e.url === 'http://localhost:3000/de/faq');
    expect(faqDe?.alternates?.languages).toMatchObject({
      en: 'http://localhost:3000/faq',
      fr: 'http://localhost:3000/fr/faq',
      'x-default': 'http://localhost:3000/faq',
    });
  });
});

describe('robots', () => {
  it('allows pages, keeps crawlers out of the API and names the sitemap', () => {
    expect(robots()).toMatchObject({
      rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
      sitemap: 'http://localhost:3000/sitemap.xml',
    });
  });
});
