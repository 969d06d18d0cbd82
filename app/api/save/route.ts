import { validateAnswers } from '@/inventory/answers';
import { savePayloadSchema, type ApiErrorCode } from '@/lib/results/save-schema';
import {
  apiError,
  jsonResponse,
  parseJson,
  readJsonBody,
  refuseNonJson,
} from '@/lib/http/server/json';
import { clientKey, getSaveLimiter } from '@/lib/http/server/rate-limit';
import { withRequestLog } from '@/lib/http/server/request-log';
import { backendFailure } from '@/lib/results/server/errors';
import { getResults } from '@/lib/results/server/service';

/** A full payload is about 7 KB; 64 KB leaves room for clients that send extra answer fields. */
const BODY_LIMIT = 64 * 1024;

const FIELD_ERRORS: Record<string, [ApiErrorCode, string]> = {
  lang: ['invalidLanguage', 'Unknown questionnaire language.'],
  age: ['invalidAge', 'Age must be a whole number from 16 to 120.'],
  gender: ['invalidGender', 'Gender must be female, male, other or unspecified.'],
  twitterUsername: [
    'invalidHandle',
    'The handle may have up to 30 letters, digits, dots or underscores.',
  ],
  answers: ['invalidAnswers', 'Answers must be a list.'],
};

export const POST = withRequestLog('/api/save', async (request: Request) => {
  // Refused before it is counted: a request of the wrong type takes no place in the limit's memory.
  const notJson = refuseNonJson(request);
  if (notJson) return notJson;
  const client = clientKey(request);
  const limit = getSaveLimiter().hit(client);
  if (!limit.ok)
    return apiError(
      429,
      'rateLimited',
      'Too many saves from this address; try again later.',
      undefined,
      {
        'Retry-After': String(limit.retryAfter),
      },
    );

  const body = await readJsonBody(request, BODY_LIMIT);
  if (!body.ok) return body.response;
  const json = parseJson(body.text);
  if (!json.ok) return apiError(400, 'invalidJson', 'The request body is not valid JSON.');

  const parsed = savePayloadSchema.safeParse(json.value);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? '');
    const [code, message] = FIELD_ERRORS[field] ?? [
      'invalidPayload',
      `The request is missing or has a wrong value for "${field || 'body'}".`,
    ];
    return apiError(400, code, message, field || undefined);
  }
  const payload = parsed.data;
  const answers = validateAnswers(payload.answers);
  if (!answers.ok) {
    const code = answers.error.code === 'missing_items' ? 'incompleteAnswers' : 'invalidAnswers';
    return apiError(400, code, answers.error.message, 'answers');
  }

  try {
    const saved = await getResults().save(
      {
        lang: payload.lang,
        sheet: answers.value,
        gender: payload.gender,
        age: payload.age,
        handle: payload.twitterUsername,
        invalid: payload.invalid,
        timeElapsed: payload.timeElapsed,
      },
      client,
    );
    return jsonResponse(saved, 201);
  } catch (error) {
    return backendFailure(error);
  }
});
