import { clear, createStore, type UseStore } from 'idb-keyval';

/**
 * What this device keeps for the signed-in account in IndexedDB (no size limit worth the name,
 * unlike localStorage's few megabytes): the gate's ticket list of 20,000 tickets and more, and its
 * scans not yet uploaded. Values are sealed with AES-GCM under a key that never leaves WebCrypto
 * (stored non-extractable beside them), and everything goes at sign-out.
 */
let store: UseStore | undefined;

export function deviceStore(): UseStore {
  store ??= createStore('fanpass-device', 'kv');
  return store;
}

/** Forgets everything kept for the account (sign-out). */
export function forgetDeviceData(): Promise<void> {
  return typeof indexedDB === 'undefined' ? Promise.resolve() : clear(deviceStore());
}
