import 'server-only';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.string().optional(),
  ENABLE_TEST_SKIP: z.enum(['0', '1', 'true', 'false', '']).optional().catch(undefined),
});

const env = schema.parse(process.env);

export const testConfig = {
  /**
   * The "fill in random answers" action (results marked invalid): in development, or when
   * ENABLE_TEST_SKIP=1 is set explicitly when building (the test page is static; the e2e build sets
   * it). Never on by default in production.
   */
  skipEnabled:
    env.NODE_ENV === 'development' ||
    env.ENABLE_TEST_SKIP === '1' ||
    env.ENABLE_TEST_SKIP === 'true',
};
