/**
 * The registration's bot check in the browser: the server's signed challenge (RegisterChallenge) is
 * solved with ALTCHA's own solver and Web Crypto (a few thousand SHA-256 hashes, well under a second),
 * and sent with the registration as ALTCHA's base64 payload. No third party is involved.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

export async function solveBotCheck(challengeJson: string): Promise<string> {
  const challenge = JSON.parse(challengeJson) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('bot check not solved');
  return btoa(JSON.stringify({ challenge, solution }));
}
