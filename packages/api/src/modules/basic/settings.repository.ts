import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Notice } from './entities/notice.entity.js';
import { Setting } from './entities/setting.entity.js';

/** Service-wide settings and server notices. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async get(key: string): Promise<string | null> {
    const row = await this.dataSource.manager.findOneBy(Setting, { key });
    return row?.value ?? null;
  }

  async put(key: string, value: string, at: number, tx?: EntityManager): Promise<void> {
    await (tx ?? this.dataSource.manager).upsert(Setting, { key, value, updatedAt: at }, ['key']);
  }

  async latestNotice(): Promise<Notice | null> {
    return this.dataSource.manager.findOne(Notice, { where: { active: true }, order: { id: 'DESC' } });
  }

  async addNotice(title: string, content: string, at: number, tx?: EntityManager): Promise<Notice> {
    const manager = tx ?? this.dataSource.manager;
    const result = await manager.insert(Notice, { title, content, active: true, createdAt: at });
    const id = Number(result.identifiers[0]!.id);
    return manager.findOneByOrFail(Notice, { id });
  }

  async deactivateNotices(tx?: EntityManager): Promise<number> {
    const result = await (tx ?? this.dataSource.manager).update(Notice, { active: true }, { active: false });
    return result.affected ?? 0;
  }
}
