import { validateAnswers } from '@/inventory/answers';
import { savePayloadSchema, type ApiErrorCode } from '@/lib/save-payload';
import { apiError, jsonResponse, parseJson, readJsonBody } from '@/lib/server/api';
import { saveResult } from '@/lib/server/results';
import { StoreUnavailableError } from '@/lib/server/results-store';

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

export async function POST(request: Request) {
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
    const saved = await saveResult({
      lang: payload.lang,
      sheet: answers.value,
      gender: payload.gender,
      age: payload.age,
      handle: payload.twitterUsername,
      invalid: payload.invalid,
      timeElapsed: payload.timeElapsed,
    });
    return jsonResponse(saved, 201);
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      console.error('Saving a result failed:', error.cause);
      return apiError(
        503,
        'storeUnavailable',
        'Results cannot be saved right now. Try again soon.',
      );
    }
    throw error;
  }
}
