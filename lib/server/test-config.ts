import 'server-only';
import { getEnv } from '@/lib/env';

const env = getEnv();

export const testConfig = {
  /**
   * The "fill in random answers" action (results marked invalid): in development, or when
   * ENABLE_TEST_SKIP=1 is set when the server starts (the e2e servers set it). Never on by default
   * in production.
   */
  skipEnabled: env.NODE_ENV === 'development' || env.ENABLE_TEST_SKIP,
};
