import { useEffect, useState } from 'react';
import { clearWalletRechargeResult, getWalletRechargeResult } from '../../../lib/storage';

/**
 * The top-up the rechargeResult guard remembered (wallet-recharge-result and its order number,
 * spec §2) for the page the fan came back to: read once, then cleared, so it is told once.
 */
export function useRechargeFlag(): string | null {
  const [orderNo] = useState(() => getWalletRechargeResult()?.orderNo ?? null);
  useEffect(() => {
    if (orderNo) clearWalletRechargeResult();
  }, [orderNo]);
  return orderNo;
}
