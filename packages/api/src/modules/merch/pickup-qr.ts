import { randomBytes } from 'node:crypto';
import { checkQr, type ParsedQr, parsePickupQr, pickupQrText } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { AppConfig } from '../../config/config.js';
import { nodeHmacBytes } from '../../infra/hmac.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import type { MerchOrder } from './entities/merch-order.entity.js';

/** A pick-up order's secret: 256 random bits as 64 hex digits, given to the buyer's account only. */
export function newPickupSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The rotating pick-up QR (contracts `pickupQrText`): TOTP-style digits under the order's
 * pick-up secret with the ticket QR's time step, so a screenshot or a forwarded code stops
 * working after its step, and the counter checks it online before it hands the goods over.
 */
@Injectable()
export class PickupQr {
  readonly stepSeconds: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.stepSeconds = config.gate.qrStepSeconds;
  }

  /** The QR text of a pick-up order at a moment (null for an order without a pick-up secret). */
  textAt(order: Pick<MerchOrder, 'orderNo' | 'pickupSecret'>, now: number): string | null {
    return order.pickupSecret
      ? pickupQrText(order.pickupSecret, order.orderNo, now, this.stepSeconds, nodeHmacBytes)
      : null;
  }

  /** A scanned text as a pick-up QR (its order number is `code`); refused when it is not one. */
  parse(text: string): ParsedQr {
    const parsed = parsePickupQr(text);
    if (!parsed) throw new AppError('PICKUP_QR_INVALID');
    return parsed;
  }

  /** Refuses a code that is not the order's (invalid) or is not of the current step, give or take one (expired). */
  check(order: Pick<MerchOrder, 'pickupSecret'>, parsed: ParsedQr, now: number): void {
    if (!order.pickupSecret) throw new AppError('PICKUP_QR_INVALID');
    const verdict = checkQr(order.pickupSecret, parsed, now, this.stepSeconds, nodeHmacBytes);
    if (verdict === 'expired') throw new AppError('PICKUP_QR_EXPIRED');
    if (verdict !== 'ok') throw new AppError('PICKUP_QR_INVALID');
  }
}
