import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { CrowdLane } from '../../database/crowd-lane.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { Notice } from './entities/notice.entity.js';
import { Setting } from './entities/setting.entity.js';

/** Service-wide settings and server notices. */
@Injectable()
export class SettingsRepository extends TransactionalRepository {
  constructor(
    dataSource: DataSource,
    private readonly lane: CrowdLane,
  ) {
    super(dataSource);
  }

  /** A setting; outside a transaction on the crowd lane (repair mode is read there for every request). */
  async get(key: string, tx?: EntityManager): Promise<string | null> {
    const row = await (tx ?? this.lane.dataSource.manager).findOneBy(Setting, { key });
    return row?.value ?? null;
  }

  async put(key: string, value: string, at: number, tx?: EntityManager): Promise<void> {
    await this.manager(tx).upsert(Setting, { key, value, updatedAt: at }, ['key']);
  }

  async latestNotice(tx?: EntityManager): Promise<Notice | null> {
    return this.manager(tx).findOne(Notice, { where: { active: true, userId: IsNull() }, order: { id: 'DESC' } });
  }

  /** The oldest in-app notice to this account not shown yet. */
  oldestNoticeFor(userId: number): Promise<Notice | null> {
    return this.manager().findOne(Notice, { where: { active: true, userId }, order: { id: 'ASC' } });
  }

  /** Marks an account's notice shown: false when another request showed it first. */
  async markShown(id: number): Promise<boolean> {
    const result = await this.manager().update(Notice, { id, active: true }, { active: false });
    return (result.affected ?? 0) === 1;
  }

  async addUserNotice(tx: EntityManager, userId: number, title: string, content: string, at: number): Promise<void> {
    await tx.insert(Notice, { userId, title, content, active: true, createdAt: at });
  }

  async addNotice(
    tx: EntityManager,
    title: string,
    content: string,
    at: number,
    translations: string | null = null,
  ): Promise<Notice> {
    const result = await tx.insert(Notice, { userId: null, title, content, translations, active: true, createdAt: at });
    const id = Number(result.identifiers[0]!.id);
    return tx.findOneByOrFail(Notice, { id });
  }

  async deactivateNotices(tx: EntityManager): Promise<number> {
    const result = await tx.update(Notice, { active: true, userId: IsNull() }, { active: false });
    return result.affected ?? 0;
  }
}
