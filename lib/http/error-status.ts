/** HTTP status carried by an error (statusCode, status or response.status), else 500. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const candidates: unknown[] = [
    (error as { statusCode?: unknown }).statusCode,
    (error as { status?: unknown }).status,
    (error as { response?: { status?: unknown } }).response?.status,
  ];
  const status = candidates.find(
    (value): value is number =>
      Number.isInteger(value) && (value as number) >= 400 && (value as number) <= 599,
  );
  return status ?? 500;
}

/** The server's error reference (Next's digest), safe to show: it carries no details. */
export function errorDigest(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && /^[\w-]{1,64}$/.test(digest) ? digest : undefined;
}

/** Whether the error is a failed download of a code chunk (typically after a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w/.-]+ failed|Failed to (fetch|load) dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load chunk/i.test(
      error.message,
    )
  );
}

const RELOAD_KEY = 'chunk-reload-at';
const RELOAD_GUARD_MS = 10_000;

/**
 * A chunk that fails to load is fixed by a full page load, which fetches the current build. Reloads
 * at most once in ten seconds so a chunk that is really gone cannot cause a loop. Returns whether it
 * reloaded.
 */
export function reloadOnChunkLoadError(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}
