import * as z from 'zod/mini';
import { CHOICES, GENDERS, MAX_AGE, MIN_AGE, testInfo } from '@/inventory/info';
import { isQuestionnaireLanguage } from '@/inventory/language-ids';
import { HANDLE_MAX, HANDLE_PATTERN } from './handle';
import { CANONICAL_RESULT_ID } from './id';
import { MAX_ANSWERS, MAX_ELAPSED_SECONDS, MAX_LANG_LENGTH } from './limits';

export const handleSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(HANDLE_MAX), z.regex(HANDLE_PATTERN)),
  z.transform((handle: string) => handle.replace(/^@/, '')),
);

export const ageSchema = z.int().check(z.minimum(MIN_AGE), z.maximum(MAX_AGE));

/**
 * zod/mini rather than zod: the browser bundles these schemas, and the functional API lets the
 * bundler drop the parts of zod we do not use (tens of KB of the test page's JavaScript).
 *
 * POST /api/save: the test's language, answers, time and optional username, with gender and age. One schema for the browser, which
 * builds it, and the route handler, which checks it. Answers are checked item by item by the
 * inventory (validateAnswers), so here they only need to be a list of bounded length.
 */
export const savePayloadSchema = z.object({
  testId: z.enum([testInfo.id, testInfo.shortId]),
  lang: z.string().check(z.maxLength(MAX_LANG_LENGTH), z.refine(isQuestionnaireLanguage)),
  invalid: z._default(z.boolean(), false),
  twitterUsername: z.optional(
    z.union([
      handleSchema,
      z.pipe(
        z.union([z.literal(''), z.null()]),
        z.transform(() => undefined),
      ),
    ]),
  ),
  answers: z.array(z.unknown()).check(z.maxLength(MAX_ANSWERS)),
  timeElapsed: z.pipe(
    z.number().check(z.minimum(0), z.maximum(MAX_ELAPSED_SECONDS)),
    z.transform(Math.round),
  ),
  dateStamp: z.optional(z.number()),
  gender: z.enum(GENDERS),
  age: ageSchema,
});

export type SavePayload = z.input<typeof savePayloadSchema>;

/**
 * An answer of a payload as this browser built it, read back (a private link, a test put back to
 * be sent again). The API checks answers item by item with the inventory (validateAnswers).
 */
export const sentAnswerSchema = z.object({
  questionID: z.string(),
  choice: z.literal(CHOICES),
  seconds: z.optional(z.int().check(z.minimum(0))),
});

/** The stable error shape of every API error response. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    /** English, for logs and API users. */
    message: string;
    /** Key of the translated message under ApiErrors in messages/*.json. */
    messageKey: ApiErrorCode;
    /** Payload field to blame, when one is. */
    field?: string;
  };
}

export const API_ERROR_CODES = [
  'unsupportedMediaType',
  'payloadTooLarge',
  'invalidJson',
  'invalidPayload',
  'invalidLanguage',
  'invalidAge',
  'invalidGender',
  'invalidHandle',
  'invalidAnswers',
  'incompleteAnswers',
  'storeUnavailable',
  'rateLimited',
  'upstreamUnavailable',
  'upstreamTimeout',
  'invalidId',
  'notFound',
  'missingToken',
  'forbidden',
  'badAddress',
  'network',
  'unknown',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.catch(z.enum(API_ERROR_CODES), 'unknown'),
    message: z.string(),
    messageKey: z.catch(z.enum(API_ERROR_CODES), 'unknown'),
    field: z.optional(z.string()),
  }),
});

export const saveResponseSchema = z.object({
  id: z.string().check(z.regex(CANONICAL_RESULT_ID)),
  deleteToken: z.string().check(z.minLength(16), z.maxLength(128)),
});
export type SaveResponse = z.infer<typeof saveResponseSchema>;
