/**
 * The registration's bot check (spec/project-areas.md §5 "Registration needs a bot-check token"):
 * a self-hosted proof of work with ALTCHA's own library (altcha-lib), so no third party sees who
 * registers. GET /register/challenge hands out a signed challenge; the browser searches the counter
 * whose SHA-256 key starts with the challenge's prefix (a few thousand hashes) and POST /register
 * sends the solution back as `altcha` (base64 JSON, ALTCHA's payload format). A solution is accepted
 * once, before it expires.
 */
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DomainError } from '../../../../shared/errors';
import { config } from '../../platform/config';

/** How long a challenge may be solved and sent. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** The counter is drawn up to this: the work a browser does (about 50 ms on average here). */
const MAX_COUNTER = 20_000;

/** Signatures of solutions already used (for their lifetime), so one solution registers one partner. */
const used = new CappedMap<string, number>({ maxSize: 10_000 });

export async function botChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: config().altchaHmacKey,
  });
}

function decode(token: unknown): Payload | null {
  if (typeof token !== 'string' || token.length > 4000) return null;
  try {
    const p = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Payload;
    return p && typeof p === 'object' && p.challenge?.parameters && p.solution && typeof p.solution.counter === 'number' ? p : null;
  } catch {
    return null;
  }
}

/** Refuses a missing, forged, expired or reused solution (422 on the `altcha` field). */
export async function requireBotCheck(token: unknown): Promise<void> {
  const payload = decode(token);
  const refuse = () => DomainError.invalid('altcha', 'auth.botCheckFailed');
  if (!payload) throw refuse();
  let result;
  try {
    result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: config().altchaHmacKey });
  } catch {
    throw refuse();
  }
  const signature = payload.challenge.signature ?? '';
  if (!result.verified || !used.setIfAbsent(signature, Date.now())) throw refuse();
}
