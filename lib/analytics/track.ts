/**
 * The site's one analytics entry point: other code calls `trackEvent` and never imports a vendor.
 * Every event is announced in the page as an `ANALYTICS_EVENT` DOM event (what tests observe);
 * only when the operator turned analytics on (`ANALYTICS=vercel`) is Vercel Web Analytics loaded,
 * on first use, and the event forwarded to it. Off by default, so a self-hosted copy requests
 * nothing it does not serve.
 */
import { RESULT_PATH_PATTERN } from '../results/id';
export const ANALYTICS_EVENT = 'site-analytics';

/** Event names in use; the footer's are `footer-{link}`, and its FAQ link's is "FAQ". */
export type AnalyticsEventName =
  | 'FAQ'
  | `footer-${string}`
  | 'test-started'
  | 'test-completed'
  | 'result-shared'
  | 'comparison-created';

export type AnalyticsProps = Record<string, string | number | boolean>;

export interface AnalyticsEventDetail {
  name: string;
  props?: AnalyticsProps;
}

let vendor: Promise<typeof import('@vercel/analytics')> | null = null;

/**
 * Result and comparison ids never leave the browser in a page address, nor does the fragment,
 * which holds the whole of a private result (lib/results/private-link.ts).
 */
export function redactPath(url: string): string {
  return url
    .replace(/#.*$/s, '')
    .replace(RESULT_PATH_PATTERN, '/result/[id]')
    .replace(/\/compare\/[^/?#]+/, '/compare/[id]');
}

/** Called once by the layout's client island when analytics is on. */
export function enableAnalytics() {
  if (vendor || typeof window === 'undefined') return;
  vendor = import('@vercel/analytics').then((module) => {
    module.inject({
      framework: 'next',
      mode: 'production',
      beforeSend: (event) => ({ ...event, url: redactPath(event.url) }),
    });
    return module;
  });
}

export function trackEvent(name: AnalyticsEventName, props?: AnalyticsProps) {
  if (typeof window === 'undefined') return;
  const detail: AnalyticsEventDetail = props ? { name, props } : { name };
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail }));
  void vendor?.then((module) => module.track(name, props)).catch(() => undefined);
}
