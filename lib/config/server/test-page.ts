import 'server-only';
import { builtSettings } from '@/lib/config/build-settings';
import { parseEnv } from '@/lib/config/env';

const env = parseEnv({ ...builtSettings, NODE_ENV: process.env.NODE_ENV });

export const testConfig = {
  /**
   * The "fill in random answers" action (results marked invalid): in development, or when
   * ENABLE_TEST_SKIP=1 is set when the site is built. Never on by default
   * in production.
   */
  skipEnabled: env.NODE_ENV === 'development' || env.ENABLE_TEST_SKIP,
};
