import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import { EventRow } from './entities/event.entity.js';
import { TicketType } from './entities/ticket-type.entity.js';

/**
 * Events, seat areas and their stock. Every stock change is one conditional UPDATE whose
 * affected-row count decides; callers run them inside the transaction writing the order rows.
 */
@Injectable()
export class EventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private m(tx?: EntityManager): EntityManager {
    return tx ?? this.dataSource.manager;
  }

  findEvent(id: number, tx?: EntityManager): Promise<EventRow | null> {
    return this.m(tx).findOneBy(EventRow, { id });
  }

  findEventBySlug(slug: string, tx?: EntityManager): Promise<EventRow | null> {
    return this.m(tx).findOneBy(EventRow, { slug });
  }

  listEvents(): Promise<EventRow[]> {
    return this.m().find(EventRow, { order: { startsAt: 'ASC', id: 'ASC' } });
  }

  findEvents(ids: number[], tx?: EntityManager): Promise<EventRow[]> {
    return ids.length ? this.m(tx).findBy(EventRow, { id: In(ids) }) : Promise.resolve([]);
  }

  typesOf(eventIds: number[], tx?: EntityManager): Promise<TicketType[]> {
    if (!eventIds.length) return Promise.resolve([]);
    return this.m(tx).find(TicketType, {
      where: { eventId: In(eventIds) },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
  }

  findTypes(ids: number[], tx?: EntityManager): Promise<TicketType[]> {
    return ids.length ? this.m(tx).findBy(TicketType, { id: In(ids) }) : Promise.resolve([]);
  }

  findType(id: number, tx?: EntityManager): Promise<TicketType | null> {
    return this.m(tx).findOneBy(TicketType, { id });
  }

  findTypeByCode(eventId: number, code: string, tx?: EntityManager): Promise<TicketType | null> {
    return this.m(tx).findOneBy(TicketType, { eventId, code });
  }

  /** Holds n seats when they are free: sold + held + n <= capacity. */
  async hold(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ held: () => 'held + :n', updatedAt: now })
      .where('id = :id AND sold + held + :n <= capacity')
      .setParameters({ id: typeId, n })
      .execute();
    return result.affected === 1;
  }

  /** Returns n held seats to sale. */
  async release(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ held: () => 'held - :n', updatedAt: now })
      .where('id = :id AND held >= :n')
      .setParameters({ id: typeId, n })
      .execute();
    return result.affected === 1;
  }

  /** Turns n held seats into sold ones (a hold is paid). */
  async confirm(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ held: () => 'held - :n', sold: () => 'sold + :n', updatedAt: now })
      .where('id = :id AND held >= :n')
      .setParameters({ id: typeId, n })
      .execute();
    return result.affected === 1;
  }

  /** Sells n seats straight away when they are still free (a late payment for a lapsed hold). */
  async sellFree(tx: EntityManager, typeId: number, n: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ sold: () => 'sold + :n', updatedAt: now })
      .where('id = :id AND sold + held + :n <= capacity')
      .setParameters({ id: typeId, n })
      .execute();
    return result.affected === 1;
  }

  /** Sets a capacity unless it would fall below the seats already sold or held. */
  async setCapacity(tx: EntityManager, typeId: number, capacity: number, now: number): Promise<boolean> {
    const result = await tx
      .createQueryBuilder()
      .update(TicketType)
      .set({ capacity, updatedAt: now })
      .where('id = :id AND sold + held <= :capacity')
      .setParameters({ id: typeId, capacity })
      .execute();
    return result.affected === 1;
  }
}
