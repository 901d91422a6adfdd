import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { User } from '../../src/modules/users/entities/user.entity.js';

/** Inserts a user row directly (the accounts API has its own suites). */
export async function insertUser(dataSource: DataSource, overrides: Partial<User> = {}): Promise<User> {
  const now = Date.now();
  const uuid = randomUUID();
  const values = {
    uuid,
    email: `fan-${randomBytes(4).toString('hex')}@example.com`,
    passwordHash: 'x',
    nickname: 'Fan',
    avatar: null,
    areaCode: null,
    phone: null,
    phoneVerified: false,
    payPasswordHash: null,
    payPasswordFailures: 0,
    payLockedUntil: null,
    inviteCode: randomBytes(4).toString('hex').toUpperCase(),
    invitedBy: null,
    status: 'active' as const,
    role: 'fan',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  await dataSource.manager.insert(User, values);
  return dataSource.manager.findOneByOrFail(User, { uuid: values.uuid });
}
