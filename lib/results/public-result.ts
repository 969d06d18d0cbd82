import { z } from 'zod';
import { decodeSheet } from '@/inventory/answers';
import { DOMAINS, FACETS } from '@/inventory/info';
import { answerQuality } from '@/inventory/answer-quality';
import { withBands } from '@/inventory/reliability';
import { scoreSheet } from '@/inventory/scoring';
import { CANONICAL_RESULT_ID } from './id';

const levelSchema = z.enum(['low', 'average', 'high']);
const bandSchema = z.object({
  tLow: z.number().finite(),
  tHigh: z.number().finite(),
  percentileLow: z.number().min(0).max(100),
  percentileHigh: z.number().min(0).max(100),
  levelUncertain: z.boolean(),
});
const scaleFields = {
  raw: z.int().min(4).max(120),
  t: z.number().finite(),
  percentile: z.number().min(0).max(100),
  level: levelSchema,
  // Measurement error (inventory/reliability.ts). Optional when read from another API host, which
  // may run an older version; this site always sends them.
  sem: z.number().positive().optional(),
  band: bandSchema.optional(),
};
const choiceSchema = z.union([1, 2, 3, 4, 5].map((c) => z.literal(c)));
const qualityReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('longRun'), choice: choiceSchema, length: z.int(), limit: z.int() }),
  z.object({ kind: z.literal('fast'), secondsPerItem: z.number() }),
  z.object({ kind: z.literal('fastPages'), pages: z.int(), of: z.int() }),
  z.object({ kind: z.literal('inconsistent'), index: z.number() }),
  z.object({ kind: z.literal('neutral'), share: z.number() }),
]);
const qualitySchema = z.object({
  verdict: z.enum(['good', 'someDoubts', 'doubtful']),
  reasons: z.array(qualityReasonSchema).max(10),
  indicators: z.object({
    longestRuns: z.record(z.enum(['1', '2', '3', '4', '5']), z.int().min(0).max(120)),
    secondsPerItem: z.number().nullable(),
    fastPages: z.int().nullable(),
    pages: z.int().nullable(),
    inconsistency: z.number().min(0).max(4),
    neutralShare: z.number().min(0).max(1),
  }),
});

/**
 * What GET /api/result/{id} answers: the scores of a result per domain and facet with its norm
 * group, language and dates. Never the deletion token, the exact age or anything identifying; the
 * handle is included because the visitor chose to show it with the result.
 */
export const publicResultSchema = z.object({
  id: z.string().regex(CANONICAL_RESULT_ID),
  testId: z.string().max(64),
  lang: z.string().max(16),
  createdAt: z.iso.datetime(),
  invalid: z.boolean(),
  handle: z.string().max(31).nullable(),
  timeElapsed: z.int().min(0),
  norm: z.object({
    sex: z.enum(['female', 'male', 'pooled']),
    ageGroup: z.enum(['-20', '21-40', '41-60', '61-']),
  }),
  domains: z
    .array(
      z.object({
        domain: z.enum(DOMAINS),
        ...scaleFields,
        facets: z
          .array(z.object({ facet: z.union(FACETS.map((f) => z.literal(f))), ...scaleFields }))
          .length(FACETS.length),
      }),
    )
    .length(DOMAINS.length),
  /** How much to trust the profile (inventory/answer-quality.ts); optional as the bands are. */
  quality: qualitySchema.optional(),
});

export type PublicResult = z.infer<typeof publicResultSchema>;

export interface StoredResultFields {
  id: string;
  testId: string;
  lang: string;
  answers: string;
  gender: Parameters<typeof scoreSheet>[1];
  age: number;
  handle: string | null;
  invalid: boolean;
  timeElapsed: number;
  itemSeconds?: string | null;
  createdAt: Date;
}

/** Scores a stored result for the public; null when its stored answers cannot be read. */
export function toPublicResult(record: StoredResultFields): PublicResult | null {
  const sheet = decodeSheet(record.answers, record.itemSeconds);
  if (!sheet) return null;
  const profile = withBands(scoreSheet(sheet, record.gender, record.age));
  return {
    id: record.id,
    testId: record.testId,
    lang: record.lang,
    createdAt: record.createdAt.toISOString(),
    invalid: record.invalid,
    handle: record.handle,
    timeElapsed: record.timeElapsed,
    norm: profile.norm,
    domains: profile.domains,
    quality: answerQuality(sheet.choices, {
      seconds: sheet.seconds ?? null,
      totalSeconds: record.timeElapsed,
      pageSize: 3,
    }),
  };
}
