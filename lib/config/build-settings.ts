import type { BuildSettings } from './env';

/**
 * The values of the build settings (lib/config/env.ts) this build was made with. Each is written as
 * `process.env.NAME` so that next.config.ts's `env` replaces it with the build's value in the
 * server's code: a running server never reads them from its own environment. (Outside a build,
 * in unit tests and scripts, they are the process's environment.)
 */
export const builtSettings: BuildSettings = {
  SITE_URL: process.env.SITE_URL,
  SITE_NAME: process.env.SITE_NAME,
  ORG_NAME: process.env.ORG_NAME,
  ORG_ADDRESS: process.env.ORG_ADDRESS,
  CONTACT_EMAIL: process.env.CONTACT_EMAIL,
  SOCIAL_FACEBOOK_URL: process.env.SOCIAL_FACEBOOK_URL,
  SOCIAL_GITHUB_URL: process.env.SOCIAL_GITHUB_URL,
  SOCIAL_TWITTER_URL: process.env.SOCIAL_TWITTER_URL,
  SOCIAL_LINKEDIN_URL: process.env.SOCIAL_LINKEDIN_URL,
  ANALYTICS: process.env.ANALYTICS,
  ENABLE_TEST_SKIP: process.env.ENABLE_TEST_SKIP,
};
