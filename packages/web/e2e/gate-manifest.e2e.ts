import { qrText } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import { PHONE, chromiumPerFile, returningFan, reviewShot } from './support/browser';
import { checkAtGate } from './support/gate';
import { seedReadyTickets } from './support/seed-tickets';
import { ops, serverPerFile } from './support/server';
import { FRIEND, signIn } from './support/tickets';

/**
 * A big event at the gate: 20,000 tickets and more in the signed list a staff phone downloads for
 * offline checks. localStorage holds a few megabytes at most; the list goes to IndexedDB, survives
 * a reload with no network, and admits a ticket from it.
 */
const openContext = chromiumPerFile();
// A server of its own: its event gets 20,000 tickets that no other journey should see.
const server = serverPerFile();

/** The names of the device store's entries (IndexedDB 'fanpass-device'), and the bytes localStorage holds. */
function stored(): Promise<{ names: string[]; localChars: number }> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('fanpass-device');
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const keys = request.result.transaction('kv').objectStore('kv').getAllKeys();
      keys.onerror = () => reject(keys.error);
      keys.onsuccess = () => {
        let localChars = 0;
        for (let i = 0; i < localStorage.length; i++) {
          const name = localStorage.key(i)!;
          localChars += name.length + (localStorage.getItem(name)?.length ?? 0);
        }
        request.result.close();
        resolve({ names: keys.result.map(String), localChars });
      };
    };
  });
}

describe('the gate list of a big event', () => {
  it('keeps 20,000 tickets in IndexedDB and admits one from it offline after a reload', async () => {
    const { url, databaseUrl } = server();
    const tickets = seedReadyTickets(databaseUrl, 'demo-summer-live', 20_000);
    await ops(databaseUrl, 'staff', 'add', FRIEND.email, '--event', 'demo-summer-live');

    // A phone that has opened the app before (service worker installed), so it reopens offline.
    const { context, page: staff } = await returningFan(openContext, url, PHONE);
    await signIn(staff, '/gate', FRIEND);
    await staff.getByText('Summer Live Concert').waitFor();
    await staff.getByLabel('Gate', { exact: true }).fill('East 1');
    await staff.getByRole('button', { name: 'Download tickets for offline checks' }).click();
    const ready = staff.getByText(/^\d+ tickets ready for offline checks\.$/);
    await ready.waitFor({ timeout: 60_000 });
    expect(Number((await ready.textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(20_000);

    const kept = await staff.evaluate(stored);
    expect(kept.names.filter((n) => n.startsWith('gate.manifest.'))).toHaveLength(1);
    expect(kept.names).toContain('seal.key');
    // The list itself is not in localStorage (20,000 tickets are megabytes of JSON).
    expect(kept.localChars).toBeLessThan(500_000);

    await context.setOffline(true);
    await staff.reload();
    await staff.getByText('Offline: checking with the downloaded ticket list', { exact: false }).waitFor();
    await staff.getByLabel('Gate', { exact: true }).fill('East 1');
    const last = tickets.at(-1)!;
    expect(await checkAtGate(staff, qrText(last.secret, last.code, Date.now()))).toBe('valid');
    await staff.getByText('Checked offline; it will be uploaded when the network is back.').waitFor();
    await staff.getByText('1 scans to upload', { exact: false }).waitFor();
    await reviewShot(staff, 'gate-manifest-20000-offline');

    // Back online the scan is uploaded.
    await context.setOffline(false);
    await staff.getByText('Offline scans uploaded.').waitFor();
    expect(await ops(databaseUrl, 'gate', 'conflicts', 'demo-summer-live')).toMatch(/0 conflict\(s\)/);
  });
});
