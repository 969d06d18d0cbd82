import 'server-only';
import { RESULT_CACHE_SECONDS } from '@/lib/results/cache';

/**
 * A preview image's answer: PNG bytes drawn once and kept by the framework (`'use cache'` in the
 * routes, tagged with the results shown), with a Cache-Control that lets browsers and shared
 * caches keep it for RESULT_CACHE_SECONDS, the bound within which a deletion reaches every cache.
 */
export function pngResponse(bytes: Uint8Array): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': `public, max-age=${RESULT_CACHE_SECONDS}`,
    },
  });
}

/** The bytes of a rendered image response, in a form the framework's cache can keep. */
export async function pngBytes(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}
