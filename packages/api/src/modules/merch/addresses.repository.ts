import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { ShippingAddress } from './entities/shipping-address.entity.js';

/** The fans' shipping-address books; every query is scoped to the owner. */
@Injectable()
export class AddressesRepository extends TransactionalRepository {
  listFor(userId: number): Promise<ShippingAddress[]> {
    return this.manager().find(ShippingAddress, { where: { userId }, order: { isDefault: 'DESC', id: 'ASC' } });
  }

  /** An address of this fan only (anyone else's is not found). */
  findOwned(userId: number, id: number, tx?: EntityManager): Promise<ShippingAddress | null> {
    return this.manager(tx).findOneBy(ShippingAddress, { id, userId });
  }

  countFor(tx: EntityManager, userId: number): Promise<number> {
    return tx.countBy(ShippingAddress, { userId });
  }

  async insert(tx: EntityManager, values: Omit<ShippingAddress, 'id'>): Promise<number> {
    const result = await tx.insert(ShippingAddress, values);
    return Number(result.identifiers[0]!.id);
  }

  async update(tx: EntityManager, userId: number, id: number, values: Partial<ShippingAddress>): Promise<boolean> {
    const result = await tx.update(ShippingAddress, { id, userId }, values);
    return result.affected === 1;
  }

  async clearDefault(tx: EntityManager, userId: number): Promise<void> {
    await tx.update(ShippingAddress, { userId, isDefault: true }, { isDefault: false });
  }

  async remove(tx: EntityManager, userId: number, id: number): Promise<boolean> {
    const result = await tx.delete(ShippingAddress, { id, userId });
    return result.affected === 1;
  }
}
