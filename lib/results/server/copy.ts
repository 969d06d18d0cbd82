import 'server-only';
import type { ResultsStore } from './store';

export interface CopyReport {
  /** Results the source held when the copy began. */
  sourceCount: number;
  /** Results read from the source (more than sourceCount if saves went on meanwhile). */
  read: number;
  /** Of those, how many the target did not have yet. */
  added: number;
  /** How many results the target holds at the end. */
  targetCount: number;
}

export interface CopyOptions {
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Copies every result of `source` into `target` exactly (ids, answers, token hashes, dates,
 * handles, flags), in id order and in batches, each batch one transaction on the target. Results
 * the target already has are left alone, so running it again copies only what is new. Each batch is
 * checked: every id read must be in the target afterwards, or the copy stops with an error.
 * Deletions are not copied: a result deleted on the source after an earlier copy stays in the
 * target (see "Move to PostgreSQL" in docs/operating.md).
 */
export async function copyResults(
  source: ResultsStore,
  target: ResultsStore,
  { batchSize = 500, onProgress }: CopyOptions = {},
): Promise<CopyReport> {
  const sourceCount = await source.countResults();
  let after = '';
  let read = 0;
  let added = 0;
  onProgress?.(0, sourceCount);
  for (;;) {
    const batch = await source.listResults(after, batchSize);
    if (batch.length === 0) break;
    added += await target.insertResults(batch);
    const ids = batch.map((result) => result.record.id);
    const present = await target.countIds(ids);
    if (present !== batch.length)
      throw new Error(
        `Only ${present} of ${batch.length} results after ${after || 'the start'} are in the target`,
      );
    read += batch.length;
    after = ids[ids.length - 1]!;
    onProgress?.(read, Math.max(read, sourceCount));
  }
  return { sourceCount, read, added, targetCount: await target.countResults() };
}
