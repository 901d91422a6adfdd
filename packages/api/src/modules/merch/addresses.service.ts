import { ADDRESS_RULES, type ShippingAddressView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { AuthUser } from '../sessions/index.js';
import { AddressesRepository } from './addresses.repository.js';
import type { AddressBody } from './dto/address.dto.js';
import { addressView } from './merch-views.js';

/** The shipping-address book under Me: only the owner ever sees or changes an address. */
@Injectable()
export class AddressesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly addresses: AddressesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(user: AuthUser): Promise<ShippingAddressView[]> {
    return (await this.addresses.listFor(user.id)).map(addressView);
  }

  async detail(user: AuthUser, id: number): Promise<ShippingAddressView> {
    const found = await this.addresses.findOwned(user.id, id);
    if (!found) throw new AppError('ADDRESS_NOT_FOUND');
    return addressView(found);
  }

  async create(user: AuthUser, body: AddressBody): Promise<ShippingAddressView> {
    const now = this.clock.now();
    const id = await this.transactions.withTransaction(async (tx) => {
      const count = await this.addresses.countFor(tx, user.id);
      if (count >= ADDRESS_RULES.perAccount) {
        throw new AppError('ADDRESS_LIMIT', { num: ADDRESS_RULES.perAccount }, { limit: ADDRESS_RULES.perAccount });
      }
      // The first address is the default one; a new default replaces the old.
      const isDefault = count === 0 || body.isDefault === true;
      if (isDefault && count > 0) await this.addresses.clearDefault(tx, user.id);
      return this.addresses.insert(tx, { userId: user.id, ...fields(body), isDefault, createdAt: now, updatedAt: now });
    });
    return this.detail(user, id);
  }

  async update(user: AuthUser, id: number, body: AddressBody): Promise<ShippingAddressView> {
    const now = this.clock.now();
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.addresses.findOwned(user.id, id, tx))) throw new AppError('ADDRESS_NOT_FOUND');
      if (body.isDefault === true) await this.addresses.clearDefault(tx, user.id);
      await this.addresses.update(tx, user.id, id, {
        ...fields(body),
        ...(body.isDefault === true ? { isDefault: true } : {}),
        updatedAt: now,
      });
    });
    return this.detail(user, id);
  }

  async remove(user: AuthUser, id: number): Promise<{ id: number }> {
    await this.transactions.withTransaction(async (tx) => {
      if (!(await this.addresses.remove(tx, user.id, id))) throw new AppError('ADDRESS_NOT_FOUND');
    });
    return { id };
  }
}

function fields(body: AddressBody) {
  return {
    recipient: body.recipient,
    areaCode: body.areaCode,
    phone: body.phone,
    country: body.country,
    region: body.region ?? '',
    line1: body.line1,
    line2: body.line2 ?? '',
    postcode: body.postcode ?? '',
  };
}
