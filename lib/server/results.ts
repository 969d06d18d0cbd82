import 'server-only';
import { join } from 'node:path';
import { z } from 'zod';
import { encodeSheet, type AnswerSheet } from '@/inventory/answers';
import { testInfo, type Gender } from '@/inventory/info';
import { DuplicateIdError, type ResultRecord, type ResultsStore } from './results-store';
import { createSqliteStore } from './sqlite-store';
import { hashDeleteToken, newDeleteToken, newResultId } from './tokens';

const storeEnvSchema = z.object({
  DATA_DIR: z.string().trim().min(1).optional().catch(undefined),
});

let store: ResultsStore | undefined;

/** The process's results store, opened on first use (the SQLite file under ./data by default). */
export function getResultsStore(): ResultsStore {
  if (!store) {
    const env = storeEnvSchema.parse(process.env);
    store = createSqliteStore(join(env.DATA_DIR ?? join(process.cwd(), 'data'), 'results.sqlite'));
  }
  return store;
}

export interface NewResult {
  lang: string;
  sheet: AnswerSheet;
  gender: Gender;
  age: number;
  handle: string | undefined;
  invalid: boolean;
  timeElapsed: number;
}

/** Stores a validated result under a fresh random id and returns the id with its deletion token. */
export async function saveResult(input: NewResult, target = getResultsStore()) {
  const deleteToken = newDeleteToken();
  const hash = hashDeleteToken(deleteToken);
  for (let attempt = 0; ; attempt++) {
    const record: ResultRecord = {
      id: newResultId(),
      testId: testInfo.id,
      lang: input.lang,
      answers: encodeSheet(input.sheet),
      gender: input.gender,
      age: input.age,
      handle: input.handle ?? null,
      invalid: input.invalid,
      timeElapsed: input.timeElapsed,
      createdAt: new Date(),
    };
    try {
      await target.insertResult(record, hash);
      return { id: record.id, deleteToken };
    } catch (error) {
      // A clash of 96 random bits is next to impossible; a fresh id settles it if it ever happens.
      if (!(error instanceof DuplicateIdError) || attempt >= 2) throw error;
    }
  }
}

/** Ids are 24 hex characters in either case (SPEC section 5); anything else is never looked up. */
export const RESULT_ID_PATTERN = /^[0-9a-f]{24}$/i;

export async function getResult(id: string, target = getResultsStore()) {
  if (!RESULT_ID_PATTERN.test(id)) return null;
  return target.getResult(id.toLowerCase());
}

export async function deleteResult(id: string, token: string, target = getResultsStore()) {
  if (!RESULT_ID_PATTERN.test(id)) return 'not-found' as const;
  return target.deleteResult(id.toLowerCase(), hashDeleteToken(token));
}
