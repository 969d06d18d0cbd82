import 'server-only';
import type { AnswerSheet } from '@/inventory/answers';
import { GENDERS, type Gender } from '@/inventory/info';
import type { PublicResult } from '@/lib/results/public-result';

/** A result as every store keeps it (nothing more, never an IP address: docs/architecture.md). */
export interface ResultRecord {
  /** 24 lowercase hex characters from a cryptographic random source. */
  id: string;
  testId: string;
  lang: string;
  /** One digit (the choice 1..5) per item in inventory order. */
  answers: string;
  gender: Gender;
  age: number;
  handle: string | null;
  invalid: boolean;
  /** Seconds the visitor took. */
  timeElapsed: number;
  /** Whole seconds per item in inventory order, comma-separated; null when not sent (older clients). */
  itemSeconds: string | null;
  createdAt: Date;
}

/** A results table row as both databases return it (SQLite stores booleans and times as numbers). */
export interface ResultRow {
  id: string;
  test_id: string;
  lang: string;
  answers: string;
  gender: string;
  age: number;
  handle: string | null;
  invalid: number | boolean;
  time_elapsed: number;
  item_seconds: string | null;
  created_at: number | Date;
}

/** The one mapping from a stored row to a ResultRecord; an unknown gender reads as unspecified. */
export function rowToRecord(row: ResultRow): ResultRecord {
  const gender = GENDERS.find((g) => g === row.gender) ?? ('unspecified' satisfies Gender);
  return {
    id: row.id,
    testId: row.test_id,
    lang: row.lang,
    answers: row.answers,
    gender,
    age: row.age,
    handle: row.handle,
    invalid: row.invalid === 1 || row.invalid === true,
    timeElapsed: row.time_elapsed,
    itemSeconds: row.item_seconds ?? null,
    createdAt: new Date(row.created_at),
  };
}

export type DeleteOutcome = 'deleted' | 'not-found' | 'forbidden';

/** A result exactly as a store keeps it, with its deletion token's hash: what a copy carries. */
export interface StoredResult {
  record: ResultRecord;
  deleteTokenHash: string;
}

/** A stored row with its token hash, as both databases return it. */
export interface StoredRow extends ResultRow {
  delete_token_hash: string;
}

/** The one mapping from a full stored row to a StoredResult. */
export function rowToStored(row: StoredRow): StoredResult {
  return { record: rowToRecord(row), deleteTokenHash: row.delete_token_hash };
}

/** One interface, two databases (SQLite, PostgreSQL); lib/results/server/service.ts builds on it. */
export interface ResultsStore {
  /** Stores a new result with the hash of its deletion token; throws DuplicateIdError on a clash. */
  insertResult(record: ResultRecord, deleteTokenHash: string): Promise<void>;
  getResult(id: string): Promise<ResultRecord | null>;
  /** Removes the result for good when the token hash matches (compared in constant time). */
  deleteResult(id: string, deleteTokenHash: string): Promise<DeleteOutcome>;
  /**
   * Resolves when the store can be read and written right now (readiness probe); throws
   * StoreUnavailableError otherwise. Writes nothing.
   */
  ping(): Promise<void>;
  /** How many results are stored. */
  countResults(): Promise<number>;
  /** Up to `limit` results with an id greater than `after`, in id order: pages for a copy. */
  listResults(after: string, limit: number): Promise<StoredResult[]>;
  /**
   * Stores those of `results` whose id is not stored yet, exactly as given (token hash and
   * creation time included), in one transaction; returns how many were new.
   */
  insertResults(results: StoredResult[]): Promise<number>;
  /** How many of these ids are stored (to check a copy). */
  countIds(ids: string[]): Promise<number>;
  close(): Promise<void>;
}

export class DuplicateIdError extends Error {
  constructor() {
    super('A result with this id already exists');
    this.name = 'DuplicateIdError';
  }
}

/** The store could not be reached or failed; the request is not the client's fault. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The results store is unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** The API host behind RESULTS_API_URL could not be reached (502) or did not answer in time (504). */
export class UpstreamError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'timeout',
    cause?: unknown,
  ) {
    super(
      kind === 'timeout'
        ? 'The results API host did not answer in time'
        : 'The results API host could not be reached or failed',
      { cause },
    );
    this.name = 'UpstreamError';
  }
}

/** The API host refused the request (4xx); its error is passed on to the client as it was. */
export class UpstreamRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`The results API host refused the request with status ${status}`);
    this.name = 'UpstreamRejectedError';
  }
}

/** A completed test as the save route hands it to the results service. */
export interface NewResult {
  lang: string;
  sheet: AnswerSheet;
  gender: Gender;
  age: number;
  handle: string | undefined;
  invalid: boolean;
  timeElapsed: number;
}

export interface SavedResult {
  id: string;
  deleteToken: string;
}

/** What the route handlers and pages use, whichever store is behind it. */
export interface ResultsService {
  /** `client`: the visitor's address, passed on to a remote API host for its rate limit only. */
  save(input: NewResult, client?: string): Promise<SavedResult>;
  get(id: string): Promise<PublicResult | null>;
  delete(id: string, token: string): Promise<DeleteOutcome>;
  /** Resolves when the store (or the API host) answers a trivial query; throws otherwise. */
  check(): Promise<void>;
  close(): Promise<void>;
}
