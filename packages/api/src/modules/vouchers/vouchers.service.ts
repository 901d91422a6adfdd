import { PAGE_SIZE, type VoucherPage, type VoucherStatus } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../infra/clock.js';
import { isUniqueViolation } from '../../database/db-errors.js';
import { CLOCK } from '../../infra/tokens.js';
import { EventsRepository } from '../events/index.js';
import type { AuthUser } from '../sessions/index.js';
import { UsersRepository } from '../users/index.js';
import { parseGrant, type VoucherGrant } from './voucher-grant.js';
import { voucherView } from './voucher-views.js';
import { VouchersRepository } from './vouchers.repository.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BATCH = 500;

/** A fresh voucher code: `V` and 11 characters that cannot be misread (no 0/O, 1/I). */
export function newVoucherCode(): string {
  return `V${[...randomBytes(11)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

/** What a grant did: vouchers given, fans who had this grant (key) already. */
export interface GrantOutcome {
  granted: number;
  already: number;
  codes: string[];
}

/** 'My Voucher' and the operator's grants. */
@Injectable()
export class VouchersService {
  constructor(
    private readonly vouchers: VouchersRepository,
    private readonly users: UsersRepository,
    private readonly events: EventsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async mine(
    user: AuthUser,
    status: VoucherStatus | undefined,
    page = 1,
    pageSize: number = PAGE_SIZE.default,
  ): Promise<VoucherPage> {
    const now = this.clock.now();
    const [rows, total] = await this.vouchers.listFor(user.id, status, now, (page - 1) * pageSize, pageSize);
    return { list: rows.map((v) => voucherView(v, now)), total, page, pageSize };
  }

  /** Vouchers a fan can use now (the wallet's count). */
  available(userId: number): Promise<number> {
    return this.vouchers.countAvailable(userId, this.clock.now());
  }

  /** A grant's JSON read at the service's clock: the grant, or every problem with it. */
  parse(json: string, toAll: boolean): VoucherGrant | string[] {
    return parseGrant(json, this.clock.now(), toAll);
  }

  /** Problems with a grant that only the database can tell (the event exists; the code is free). */
  async problemsOf(grant: VoucherGrant): Promise<string[]> {
    const problems: string[] = [];
    if (grant.eventId !== null && !(await this.events.findEvent(grant.eventId))) {
      problems.push(`eventId: no event ${grant.eventId}`);
    }
    if (grant.code !== null && (await this.vouchers.codeTaken(grant.code))) {
      problems.push(`code: ${grant.code} is taken`);
    }
    return problems;
  }

  /** Gives one fan the voucher (once per grant key). */
  async grantTo(userId: number, grant: VoucherGrant): Promise<GrantOutcome> {
    const now = this.clock.now();
    try {
      const voucher = await this.vouchers.insert({
        code: grant.code ?? newVoucherCode(),
        userId,
        title: grant.title,
        kind: grant.kind,
        value: grant.value,
        cap: grant.cap,
        minSpend: grant.minSpend,
        scope: grant.scope,
        eventId: grant.eventId,
        validFrom: grant.validFrom,
        validTo: grant.validTo,
        state: 'available',
        orderNo: null,
        usedAt: null,
        grantKey: grant.grantKey,
        createdAt: now,
        updatedAt: now,
      });
      return { granted: 1, already: 0, codes: [voucher.code] };
    } catch (error) {
      // The fan has this grant already (its key); a clash of a generated code is not that.
      if (grant.grantKey !== null && isUniqueViolation(error) && (await this.hasGrant(userId, grant.grantKey))) {
        return { granted: 0, already: 1, codes: [] };
      }
      throw error;
    }
  }

  /** Gives every active fan the voucher, in batches; run again with the same key, it gives nobody a second. */
  async grantToAll(grant: VoucherGrant): Promise<GrantOutcome> {
    const total: GrantOutcome = { granted: 0, already: 0, codes: [] };
    for (let after = 0; ;) {
      const ids = await this.users.fanIdsAfter(after, BATCH);
      for (const id of ids) {
        const one = await this.grantTo(id, grant);
        total.granted += one.granted;
        total.already += one.already;
      }
      if (ids.length < BATCH) return total;
      after = ids[ids.length - 1]!;
    }
  }

  private async hasGrant(userId: number, grantKey: string): Promise<boolean> {
    return this.vouchers.hasGrant(userId, grantKey);
  }
}
