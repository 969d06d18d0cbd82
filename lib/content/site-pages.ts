/**
 * The site's public pages with the message key of their title and description
 * (`Pages.{key}`). The sitemap, page metadata and the tests read this list.
 */
export const sitePages = [
  { path: '/', key: 'home' },
  { path: '/test', key: 'test' },
  { path: '/result', key: 'result' },
  { path: '/compare', key: 'compare' },
  { path: '/big_five', key: 'bigFive' },
  { path: '/openness_to_experience', key: 'openness' },
  { path: '/conscientiousness', key: 'conscientiousness' },
  { path: '/extraversion', key: 'extraversion' },
  { path: '/agreeableness', key: 'agreeableness' },
  { path: '/neuroticism', key: 'neuroticism' },
  { path: '/articles', key: 'articles' },
  { path: '/products', key: 'products' },
  { path: '/about', key: 'about' },
  { path: '/faq', key: 'faq' },
  { path: '/privacy', key: 'privacy' },
] as const;

export type SitePage = (typeof sitePages)[number];
export type PageKey = SitePage['key'] | 'resultView' | 'compareView' | 'offline';

/** The "Pages" menu, in its order, after the way into the test. */
export const menuPages = [
  { path: '/test', key: 'test' },
  { path: '/result', key: 'result' },
  { path: '/compare', key: 'compare' },
  { path: '/articles', key: 'articles' },
  { path: '/privacy', key: 'privacy' },
  { path: '/about', key: 'about' },
  { path: '/faq', key: 'faq' },
] as const;

/**
 * Pages with a link-preview image of their own (app/[locale]/og/[image]/route.ts, drawn at build
 * time in every locale); other indexed pages use the home page's, stored results and comparisons
 * their own drawn from their scores.
 */
export const PREVIEW_PAGES = [
  'home',
  'test',
  'compare',
  'bigFive',
  'openness',
  'conscientiousness',
  'extraversion',
  'agreeableness',
  'neuroticism',
  'articles',
] as const satisfies readonly SitePage['key'][];

export type PreviewPage = (typeof PREVIEW_PAGES)[number];
