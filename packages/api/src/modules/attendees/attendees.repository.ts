import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { In } from 'typeorm';
import { Attendee } from './entities/attendee.entity.js';

@Injectable()
export class AttendeesRepository extends TransactionalRepository {
  listFor(userId: number): Promise<Attendee[]> {
    return this.manager().find(Attendee, { where: { userId }, order: { id: 'ASC' } });
  }

  findOwned(userId: number, ids: number[]): Promise<Attendee[]> {
    return ids.length ? this.manager().findBy(Attendee, { userId, id: In(ids) }) : Promise.resolve([]);
  }

  async insert(values: Omit<Attendee, 'id'>): Promise<Attendee> {
    const result = await this.manager().insert(Attendee, values);
    return this.manager().findOneByOrFail(Attendee, { id: Number(result.identifiers[0]!.id) });
  }

  async update(userId: number, id: number, values: Partial<Attendee>): Promise<boolean> {
    const result = await this.manager().update(Attendee, { id, userId }, values);
    return result.affected === 1;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const result = await this.manager().delete(Attendee, { id, userId });
    return result.affected === 1;
  }
}
