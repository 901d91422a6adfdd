import type { VoucherStatus, VoucherView } from '@fanpass/contracts';
import type { Voucher } from './entities/voucher.entity.js';

/** A voucher's status as the fan sees it: expired once its window ended unused. */
export function statusOf(voucher: Voucher, now: number): VoucherStatus {
  if (voucher.state === 'used') return 'used';
  return voucher.validTo <= now ? 'expired' : 'available';
}

export function voucherView(voucher: Voucher, now: number): VoucherView {
  return {
    id: voucher.id,
    code: voucher.code,
    title: voucher.title,
    kind: voucher.kind,
    value: voucher.value,
    cap: voucher.cap,
    minSpend: voucher.minSpend,
    scope: voucher.scope,
    eventId: voucher.eventId,
    validFrom: voucher.validFrom,
    validTo: voucher.validTo,
    status: statusOf(voucher, now),
    orderNo: voucher.orderNo,
  };
}
