import { randomFillSync } from 'node:crypto';

const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

/**
 * `n` bytes from the operating system's CSPRNG as lower-case hex, drawn from a pool that is
 * filled 4 KiB at a time (as Node's own `randomUUID` does): a paid order makes several of these
 * (payment number, ticket codes and secrets) and one native call each cost more than the rest.
 * Each byte is handed out once.
 */
export function randomHex(n: number): string {
  if (n > POOL_SIZE) return randomFillSync(Buffer.alloc(n)).toString('hex');
  if (offset + n > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + n);
  offset += n;
  return hex;
}
