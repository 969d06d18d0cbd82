import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 96 random bits as 24 lowercase hex characters (never a counter: docs/architecture.md). */
export function newResultId(): string {
  return randomBytes(12).toString('hex');
}

/** The secret that lets the browser that saved a result delete it; only its hash is stored. */
export function newDeleteToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashDeleteToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests (false when they differ in length). */
export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
