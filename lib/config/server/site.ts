import 'server-only';
import { builtSettings } from '@/lib/config/build-settings';
import { parseEnv, type Env, type EnvSource } from '@/lib/config/env';

export interface SiteConfig {
  /** Absolute origin the site is served from, without a trailing slash. */
  url: string;
  name: string;
  organisation: { name: string; address: string | undefined; email: string };
  social: { facebook: string; github: string; twitter: string; linkedin: string };
  analytics: 'off' | 'vercel';
}

function fromEnv(e: Env): SiteConfig {
  return {
    url: e.SITE_URL.replace(/\/+$/, ''),
    name: e.SITE_NAME,
    organisation: { name: e.ORG_NAME, address: e.ORG_ADDRESS, email: e.CONTACT_EMAIL },
    social: {
      facebook: e.SOCIAL_FACEBOOK_URL,
      github: e.SOCIAL_GITHUB_URL,
      twitter: e.SOCIAL_TWITTER_URL,
      linkedin: e.SOCIAL_LINKEDIN_URL,
    },
    analytics: e.ANALYTICS,
  };
}

/** Site settings from an environment (lib/config/env.ts); a bad value throws a message naming it. */
export function parseSiteConfig(env: EnvSource): SiteConfig {
  return fromEnv(parseEnv(env));
}

/** The site's settings as this build was made with them (lib/config/build-settings.ts). */
export const siteConfig: SiteConfig = parseSiteConfig(builtSettings);
