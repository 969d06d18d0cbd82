import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/server/site-config';

/** Made per request, like every page: SITE_URL is a setting of the running server. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: `${siteConfig.url}/sitemap.xml`,
    host: siteConfig.url,
  };
}
