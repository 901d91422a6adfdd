import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashSecret } from '../../infra/passwords.js';
import { User } from '../users/index.js';
import { ConsoleRoleRow } from './entities/console-role.entity.js';

/** The domain of every demo account (`npm start` prints them); production grants them no role. */
const DEMO_DOMAIN = '@fanpass.local';

export function isDemoAccount(email: string): boolean {
  return email.toLowerCase().endsWith(DEMO_DOMAIN);
}

/** The console's demo accounts: a platform admin and the organiser of the first demo event. */
export const DEMO_CONSOLE_ACCOUNTS = [
  { email: 'admin@fanpass.local', password: 'Fanpass1!', nickname: 'Demo Admin', role: 'admin' },
  { email: 'organiser@fanpass.local', password: 'Fanpass1!', nickname: 'Demo Organiser', role: 'organiser' },
] as const;

/**
 * The demo seed's console accounts (development only: production refuses SEED_DEMO and any role
 * for a demo account). The organiser organises the demo event that starts first.
 */
export async function seedDemoConsole(tx: EntityManager, now: number): Promise<void> {
  const [first] = await tx.query<{ id: number }[]>('SELECT id FROM events ORDER BY starts_at, id LIMIT 1');
  for (const [index, account] of DEMO_CONSOLE_ACCOUNTS.entries()) {
    const result = await tx.insert(User, {
      uuid: randomUUID(),
      email: account.email,
      passwordHash: await hashSecret(account.password),
      nickname: account.nickname,
      avatar: 'avatar-1',
      areaCode: '853',
      phone: `6612350${index}`,
      phoneVerified: true,
      verifiedPhone: `+8536612350${index}`,
      payPasswordHash: null,
      payPasswordFailures: 0,
      payLockedUntil: null,
      inviteCode: `CONSOLE${index + 1}`,
      invitedBy: null,
      status: 'active',
      role: 'fan',
      createdAt: now,
      updatedAt: now,
    });
    const userId = Number((result.identifiers[0] as { id: number }).id);
    const eventId = account.role === 'organiser' ? Number(first?.id ?? 0) : 0;
    if (account.role === 'organiser' && !eventId) continue;
    await tx.insert(ConsoleRoleRow, { userId, role: account.role, eventId, createdAt: now });
  }
}
