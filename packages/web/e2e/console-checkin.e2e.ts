import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DEV_SIGNING_KEY, qrText, REPLY_CODES, type SignableValue, signatureHeaders } from '@fanpass/contracts';
import { describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DESKTOP, chromiumPerFile } from './support/browser';
import { ROOT, serverPerFile } from './support/server';
import { seedReadyTickets } from './support/seed-tickets';
import { FRIEND, signIn } from './support/tickets';

/**
 * The console's check-in (issue 47) at 1280×800: the demo admin opens the doors of the demo
 * concert, adds the demo friend as gate staff from the form, the friend's scanner admits a ticket
 * through the gate API, and the console's figures move by themselves (server-sent events).
 */

const ADMIN = { email: 'admin@fanpass.local', password: 'Fanpass1!' } as const;
const STORAGE = { lang: 'en_US', skipInstallApp: '1' };
const EVENT = { slug: 'demo-summer-live', title: 'Summer Live Concert' } as const;
const GATE = 'North 2';
const openContext = chromiumPerFile();
const server = serverPerFile(() => ({ WEB_DIST: inject('webDist') }));

/** The entry gate of every seat area of the event, written as `ops event import` writes an event's `entry`. */
function setEntryGate(databaseUrl: string, slug: string, gate: string): void {
  const Database = createRequire(join(ROOT, 'packages/api/package.json'))('better-sqlite3') as new (
    path: string,
    options: { timeout: number },
  ) => { exec(sql: string): void; prepare(sql: string): { run(...params: unknown[]): unknown }; close(): void };
  const db = new Database(databaseUrl.replace(/^sqlite:/, ''), { timeout: 10_000 });
  try {
    db.prepare(
      'INSERT INTO entry_details (event_id, ticket_type_id, gate) SELECT id, 0, ? FROM events WHERE slug = ?',
    ).run(gate, slug);
  } finally {
    db.close();
  }
}

/** A call signed as the web app on a phone signs it (the gate scanner's calls). */
async function call(
  path: string,
  body: Record<string, SignableValue>,
  session?: { token: string; uuid: string },
): Promise<{ code: number; msg: string; data: Record<string, unknown> }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...signatureHeaders({ platform: 'H5', key: DEV_SIGNING_KEY }, body),
    ...(session ?? {}),
  };
  const res = await fetch(`${server().url}/fanapih5${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

describe('console check-in', () => {
  it('watches a ticket scanned at a gate move the figures, and manages gate staff from the form', async () => {
    const [ticket] = seedReadyTickets(server().databaseUrl, EVENT.slug, 3);
    setEntryGate(server().databaseUrl, EVENT.slug, GATE);
    const context = await openContext(server().url, { viewport: DESKTOP, storage: STORAGE });
    const page = await context.newPage();
    await signIn(page, '/console', ADMIN);
    const menu = page.getByRole('navigation', { name: 'Console sections' });
    await menu.getByRole('link', { name: 'Check-in' }).click();
    await page.getByRole('heading', { name: 'Check-in', exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console check-in picker');
    await page.getByRole('link', { name: EVENT.title }).click();
    await page.getByRole('heading', { name: `Check-in: ${EVENT.title}` }).waitFor();

    const admitted = page.getByTestId('admitted');
    await expect.poll(() => admitted.textContent()).toBe('0');
    const expected = Number(await page.getByTestId('expected').textContent());
    expect(expected).toBeGreaterThanOrEqual(3);
    const gateRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: GATE }) });
    expect(await gateRow.getByRole('cell').allTextContents()).toEqual(['0', String(expected), '']);
    await page.getByText('No scans yet.').waitFor();
    await page.getByText('No ticket has been admitted twice.').waitFor();
    await page.getByText('No gate staff yet.').waitFor();

    // The demo friend becomes gate staff from the form; an e-mail with no account is refused.
    await page.getByLabel('Account e-mail').fill('nobody-at-the-gate@example.com');
    await page.getByRole('button', { name: 'Add gate staff' }).click();
    await page.getByText('No account uses nobody-at-the-gate@example.com').waitFor();
    await page.getByLabel('Account e-mail').fill(FRIEND.email);
    await page.getByRole('button', { name: 'Add gate staff' }).click();
    const staff = page.getByTestId('gate-staff');
    await staff.getByRole('cell', { name: FRIEND.email, exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page, 'console check-in before the doors open');

    // The friend's scanner admits the ticket at North 2 (the gate API, as the /gate screen calls it).
    const login = await call('/userInfo/loginByEmail', { ...FRIEND });
    expect(login.code).toBe(REPLY_CODES.SUCCESS.code);
    const session = { token: String(login.data.token), uuid: String(login.data.uuid) };
    const events = await fetch(`${server().url}/fanapih5/gate/events`, {
      headers: { ...signatureHeaders({ platform: 'H5', key: DEV_SIGNING_KEY }, {}), ...session },
    });
    const eventId = ((await events.json()) as { data: { id: number; slug: string }[] }).data.find(
      (e) => e.slug === EVENT.slug,
    )!.id;
    const scanned = await call(
      '/gate/validate',
      { eventId, qr: qrText(ticket!.secret, ticket!.code, Date.now(), 30), gate: GATE },
      session,
    );
    expect(scanned.data.verdict).toBe('valid');

    // The console was not touched: the stream brings the new figures.
    await expect.poll(() => admitted.textContent(), { timeout: 15_000 }).toBe('1');
    expect(await gateRow.getByRole('cell').allTextContents()).toEqual(['1', String(expected), '']);
    await page.getByRole('progressbar', { name: `${GATE}: 1 of ${expected} admitted` }).waitFor();
    await page.getByRole('progressbar', { name: `All gates: 1 of ${expected} admitted` }).waitFor();
    const scan = page
      .getByTestId('recent-scans')
      .getByRole('row')
      .filter({ hasText: ticket!.code.slice(-6) });
    expect((await scan.getByRole('cell').allTextContents()).slice(1)).toEqual([
      GATE,
      `…${ticket!.code.slice(-6)}`,
      'Admitted',
    ]);
    expect(await page.getByText(ticket!.code).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'console check-in with a scan');

    // Removed, the friend is gone from the list (and from the gates).
    await staff.getByRole('button', { name: `Remove ${FRIEND.email}` }).click();
    await page.getByText('No gate staff yet.').waitFor();
    const after = await call('/gate/validate', { eventId, qr: 'x', gate: GATE }, session);
    expect(after.code).toBe(REPLY_CODES.GATE_NOT_STAFF.code);
    await context.close();
  });
});
