// as: components/lint-fixture.tsx
// rule: layers/client-imports-server
'use client';

import { parseSiteConfig } from '@/lib/config/server/site';

export const site = parseSiteConfig;
