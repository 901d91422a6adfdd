import { describe, expect, it } from '@jest/globals';
import { fan } from '../../testing/fixtures.js';
import { Unit } from '../../testing/unit.js';
import { User } from './entities/user.entity.js';
import { UsersModule } from './users.module.js';
import { UsersRepository } from './users.repository.js';

describe('UsersRepository.findById (plain SQL)', () => {
  const unit = Unit.forSpec({ imports: [UsersModule] });
  const users = unit.provider(UsersRepository);

  /** What TypeORM builds of the same row: the plain read must answer exactly that, field for field. */
  const typeorm = async (id: number) => ({ ...(await unit.dataSource.manager.findOneByOrFail(User, { id })) });

  it('reads a fan with every optional field empty as TypeORM does', async () => {
    const { user } = await fan(unit, { phoneVerified: false });

    expect(await users.findById(user.id)).toStrictEqual(await typeorm(user.id));
  });

  it('reads every field filled in, numbers as numbers and the verified flag as a boolean', async () => {
    const inviter = await fan(unit);
    const { user } = await fan(unit, {
      nickname: 'Mai',
      avatar: 'a/1.png',
      areaCode: '84',
      phone: '901234567',
      verifiedPhone: '+84901234567',
      payPasswordHash: 'hash',
      payPasswordFailures: 2,
      payLockedUntil: 1_900_000_000_000,
      invitedBy: inviter.user.id,
      status: 'suspended',
      role: 'admin',
    });

    const read = await users.findById(user.id);

    expect(read).toStrictEqual(await typeorm(user.id));
    expect(read).toMatchObject({ phoneVerified: true, payLockedUntil: 1_900_000_000_000, invitedBy: inviter.user.id });
  });

  it('answers null for an id no user has', async () => {
    expect(await users.findById(2_000_000_000)).toBeNull();
  });
});
