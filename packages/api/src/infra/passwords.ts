import { argon2id, hash, verify } from 'argon2';

// OWASP's second Argon2id profile: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Argon2id hash of a password or payment password. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

/** True when the secret matches the hash (false for a malformed hash too). */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}
