import { delMany, get, getMany, keys, set, update } from 'idb-keyval';
import { deviceStore } from '../../lib/device/device-store';

/**
 * JSON values sealed with AES-GCM in the device store (lib/device/device-store.ts): the key is a
 * non-extractable WebCrypto key kept beside them, which no script can read out, and it goes with
 * the store at sign-out.
 */
const KEY_NAME = 'seal.key';

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

/**
 * The sealing key, made on first use. Read each time (never cached) so a sign-out, which clears
 * the store, leaves no key behind in memory either; two first uses at once agree on one key.
 */
async function key(): Promise<CryptoKey> {
  const kept = await get<CryptoKey>(KEY_NAME, deviceStore());
  if (kept) return kept;
  const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await update<CryptoKey>(KEY_NAME, (old) => old ?? made, deviceStore());
  return (await get<CryptoKey>(KEY_NAME, deviceStore())) ?? made;
}

async function seal(value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(12)));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await key(),
    new TextEncoder().encode(JSON.stringify(value)),
  );
  return { iv, data };
}

async function open<T>(sealed: Sealed | undefined): Promise<T | null> {
  if (!sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, await key(), sealed.data);
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    // Sealed under a key since forgotten (storage cleared in part): as if never kept.
    return null;
  }
}

export async function putSealed(name: string, value: unknown): Promise<void> {
  await set(name, await seal(value), deviceStore());
}

export async function getSealed<T>(name: string): Promise<T | null> {
  return open<T>(await get<Sealed>(name, deviceStore()));
}

/** Every value whose name starts with `prefix`. */
export async function getSealedByPrefix<T>(prefix: string): Promise<T[]> {
  const names = (await keys(deviceStore())).filter((k): k is string => typeof k === 'string' && k.startsWith(prefix));
  const values = await getMany<Sealed>(names, deviceStore());
  const opened = await Promise.all(values.map((v) => open<T>(v)));
  return opened.filter((v): v is Awaited<T> => v !== null) as T[];
}

export async function deleteMany(names: string[]): Promise<void> {
  if (names.length) await delMany(names, deviceStore());
}
