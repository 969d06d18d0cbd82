/**
 * Code loaded on demand, once: every caller shares one download, and a failed download (offline,
 * a new deployment) is tried again on the next call instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
