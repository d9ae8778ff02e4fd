import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 hex of a token: what the database keeps for sessions, API tokens and reset links. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Compares two token hashes (or tokens) in constant time. */
export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
