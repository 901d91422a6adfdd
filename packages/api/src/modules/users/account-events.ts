import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { User } from './entities/user.entity.js';

/** What other modules may hear of an account, in the transaction that made it so. */
@Injectable()
export class AccountEvents {
  private readonly registered: Array<(tx: EntityManager, user: User) => Promise<void>> = [];
  private readonly phoneVerified: Array<(tx: EntityManager, user: User) => Promise<void>> = [];

  /** Called in the transaction that made the account by sign-up (once per account). */
  onRegistered(listener: (tx: EntityManager, user: User) => Promise<void>): void {
    this.registered.push(listener);
  }

  async wasRegistered(tx: EntityManager, user: User): Promise<void> {
    for (const listener of this.registered) await listener(tx, user);
  }

  /** Called in the transaction that stored a verified phone (each time one is verified). */
  onPhoneVerified(listener: (tx: EntityManager, user: User) => Promise<void>): void {
    this.phoneVerified.push(listener);
  }

  async phoneWasVerified(tx: EntityManager, user: User): Promise<void> {
    for (const listener of this.phoneVerified) await listener(tx, user);
  }
}
