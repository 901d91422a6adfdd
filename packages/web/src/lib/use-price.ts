import { desktopPriceText } from '@fanpass/contracts';
import { useCallback } from 'react';
import { useClientConfig } from './api/get-client-config';
import { money } from './format';
import { useWide } from './viewport';

/**
 * Prices as the layout shows them: as charged on a phone; on the desktop in HKD and MOP too
 * (spec §9), from the deployment's HKD rate (none configured: as charged only).
 */
export function usePrice(): (minor: number, currency: string) => string {
  const wide = useWide();
  const config = useClientConfig().data;
  const rate = wide && config?.desktopHkdRate ? config.desktopHkdRate : null;
  const deployment = config?.currency;
  return useCallback(
    (minor: number, currency: string) => {
      const charged = money(minor, currency);
      return rate && currency === deployment ? desktopPriceText(minor, currency, rate, charged) : charged;
    },
    [rate, deployment],
  );
}
