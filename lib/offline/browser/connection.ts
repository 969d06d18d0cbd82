import 'client-only';
/**
 * Whether the visitor asked to save data (Save-Data / data saver) or is on a 2G-class connection
 * (Network Information API, where the browser has it). Then the site fetches nothing ahead of
 * time: no link prefetching, no offline copies beyond the bare minimum.
 */
export function prefersLessData(
  connection: { saveData?: boolean; effectiveType?: string } | undefined = (
    globalThis.navigator as
      { connection?: { saveData?: boolean; effectiveType?: string } } | undefined
  )?.connection,
): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}
