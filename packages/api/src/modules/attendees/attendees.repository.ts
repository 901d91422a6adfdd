import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { Attendee } from './entities/attendee.entity.js';

@Injectable()
export class AttendeesRepository {
  constructor(private readonly dataSource: DataSource) {}

  private m(tx?: EntityManager): EntityManager {
    return tx ?? this.dataSource.manager;
  }

  listFor(userId: number): Promise<Attendee[]> {
    return this.m().find(Attendee, { where: { userId }, order: { id: 'ASC' } });
  }

  findOwned(userId: number, ids: number[], tx?: EntityManager): Promise<Attendee[]> {
    return ids.length ? this.m(tx).findBy(Attendee, { userId, id: In(ids) }) : Promise.resolve([]);
  }

  async insert(values: Omit<Attendee, 'id'>): Promise<Attendee> {
    const result = await this.m().insert(Attendee, values);
    return this.m().findOneByOrFail(Attendee, { id: Number(result.identifiers[0]!.id) });
  }

  async update(userId: number, id: number, values: Partial<Attendee>): Promise<boolean> {
    const result = await this.m().update(Attendee, { id, userId }, values);
    return result.affected === 1;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const result = await this.m().delete(Attendee, { id, userId });
    return result.affected === 1;
  }
}
