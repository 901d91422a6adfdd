import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../../database/db-errors.js';
import { TransactionalRepository } from '../../../infra/transactional-repository.js';
import { StripeCustomer } from './stripe-customer.entity.js';

/** Which Stripe customer holds a fan's remembered cards (one per fan and mode). */
@Injectable()
export class StripeCustomersRepository extends TransactionalRepository {
  find(userId: number, livemode: boolean): Promise<StripeCustomer | null> {
    return this.manager().findOneBy(StripeCustomer, { userId, livemode });
  }

  /**
   * Keeps the customer made for a fan; when a concurrent request kept one first, answers that
   * one (the same idempotency key made both calls answer the same customer anyway).
   */
  async keep(values: StripeCustomer): Promise<StripeCustomer> {
    try {
      await this.manager().insert(StripeCustomer, values);
      return values;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.manager().findOneByOrFail(StripeCustomer, { userId: values.userId, livemode: values.livemode });
    }
  }
}
