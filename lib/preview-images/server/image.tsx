import 'server-only';
import { ImageResponse } from 'next/og';
import type { ReactElement } from 'react';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { siteConfig } from '@/lib/config/server/site';
import { label } from './label';

export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Row direction that reads in the locale's direction (Satori has no `direction` of its own). */
export const rowOf = (locale: Locale) => (directionOf(locale) === 'rtl' ? 'row-reverse' : 'row');

/** What the preview routes answer for an unknown or malformed id. */
export const previewNotFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/**
 * A 1200×630 PNG for link previews: `title`, then the `parts` in a column, then the site's name.
 * (Parts come as a list: Satori lays a fragment out as a row.) Results can be deleted at any
 * time, so caches must revalidate the image on every use.
 */
export async function previewResponse(
  locale: Locale,
  title: string,
  parts: ReactElement[],
): Promise<ImageResponse> {
  const [heading, site] = await Promise.all([
    label(locale, title, { size: 58, weight: 700, maxWidth: 1080, minSize: 40 }),
    label(locale, siteConfig.name, { size: 24, colour: '#525252', maxWidth: 600 }),
  ]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: '#ffffff',
        borderTop: '14px solid #c2185b',
        padding: '32px 60px 28px',
      }}
    >
      {heading}
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>{parts}</div>
      <div style={{ display: 'flex', flexDirection: rowOf(locale), justifyContent: 'flex-end' }}>
        {site}
      </div>
    </div>,
    {
      ...PREVIEW_SIZE,
      headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' },
    },
  );
}
