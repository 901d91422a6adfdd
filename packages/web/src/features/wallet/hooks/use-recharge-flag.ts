import { TOPUP_ORDER_NO_PATTERN } from '@fanpass/contracts';
import { useEffect, useState } from 'react';
import { clearWalletRechargeResult, getWalletRechargeResult } from '../../../lib/storage';

/** The top-up number the rechargeResult guard stored, when it is one (a W number); null otherwise. */
export function storedTopUp(): string | null {
  const orderNo = getWalletRechargeResult()?.orderNo ?? null;
  return orderNo && TOPUP_ORDER_NO_PATTERN.test(orderNo) ? orderNo : null;
}

/**
 * The top-up the rechargeResult guard remembered (wallet-recharge-result and its order number,
 * spec §2) for the page the fan came back to: read once, then cleared, so it is told once. A
 * stored number that is not a top-up's is left alone: there is nothing to tell about it.
 */
export function useRechargeFlag(): string | null {
  const [orderNo] = useState(storedTopUp);
  useEffect(() => {
    if (orderNo) clearWalletRechargeResult();
  }, [orderNo]);
  return orderNo;
}
