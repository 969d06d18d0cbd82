import { connection } from 'next/server';
import { jsonResponse } from '@/lib/http/server/json';
import { withRequestLog } from '@/lib/http/server/request-log';
import { appVersion } from '@/lib/ops/version';

/**
 * Liveness: 200 while this process serves requests. It touches no store, so a database outage
 * never makes an orchestrator restart healthy web instances (that is what /api/health/ready is
 * for). Not rate limited; logged only when it does not answer 200.
 */
export const GET = withRequestLog(
  '/api/health',
  async () => {
    // Answered per request, never prerendered at build time.
    await connection();
    return jsonResponse({ status: 'ok', version: appVersion });
  },
  { skip: (status) => status === 200 },
);
