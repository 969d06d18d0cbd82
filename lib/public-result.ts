import { z } from 'zod';
import { decodeSheet } from '@/inventory/answers';
import { DOMAINS, FACETS } from '@/inventory/info';
import { scoreSheet } from '@/inventory/scoring';

const levelSchema = z.enum(['low', 'average', 'high']);
const scaleFields = {
  raw: z.int().min(4).max(120),
  t: z.number().finite(),
  percentile: z.number().min(0).max(100),
  level: levelSchema,
};

/**
 * What GET /api/result/{id} answers: the scores of a result per domain and facet with its norm
 * group, language and dates. Never the deletion token, the exact age or anything identifying; the
 * handle is included because the visitor chose to show it with the result.
 */
export const publicResultSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/),
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
  createdAt: Date;
}

/** Scores a stored result for the public; null when its stored answers cannot be read. */
export function toPublicResult(record: StoredResultFields): PublicResult | null {
  const sheet = decodeSheet(record.answers);
  if (!sheet) return null;
  const profile = scoreSheet(sheet, record.gender, record.age);
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
  };
}
