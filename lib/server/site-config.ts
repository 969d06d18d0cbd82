import 'server-only';
import { z } from 'zod';

/** Empty strings count as "not set", so `FOO=` in an env file falls back to the default. */
const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  SITE_URL: optional(z.url({ protocol: /^https?$/ })).default('http://localhost:3000'),
  SITE_NAME: optional(z.string().trim().min(1).max(60)).default('Open Big Five'),
  ORG_NAME: optional(z.string().trim().min(1).max(120)).default('Open Big Five'),
  ORG_ADDRESS: optional(z.string().trim().max(300)),
  CONTACT_EMAIL: optional(z.email()).default('hello@openbigfive.org'),
  SOCIAL_FACEBOOK_URL: optional(z.url()).default('https://www.facebook.com/openbigfive'),
  SOCIAL_GITHUB_URL: optional(z.url()).default('https://github.com/openbigfive/openbigfive'),
  SOCIAL_TWITTER_URL: optional(z.url()).default('https://x.com/openbigfive'),
  SOCIAL_LINKEDIN_URL: optional(z.url()).default('https://www.linkedin.com/company/openbigfive'),
  /** `vercel` turns on Vercel Web Analytics (only where /_vercel/insights is served). */
  ANALYTICS: optional(z.enum(['off', 'vercel'])).default('off'),
});

export interface SiteConfig {
  /** Absolute origin the site is served from, without a trailing slash. */
  url: string;
  name: string;
  organisation: { name: string; address: string | undefined; email: string };
  social: { facebook: string; github: string; twitter: string; linkedin: string };
  analytics: 'off' | 'vercel';
}

/** Parses site settings from the environment; a bad value stops the build with a clear message. */
export function parseSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid site configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
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

export const siteConfig: SiteConfig = parseSiteConfig(process.env);
