import type { ShippingAddressView } from '@fanpass/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /address/list: my shipping addresses, the default first. */
export function getAddresses(): Promise<ShippingAddressView[]> {
  return http.get<ShippingAddressView[]>('/address/list');
}

export const addressesQueryOptions = queryOptions({ queryKey: ['address', 'list'] as const, queryFn: getAddresses });

export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions, enabled });
}
