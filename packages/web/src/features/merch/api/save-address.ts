import type { ShippingAddressView } from '@fanpass/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { addressesQueryOptions } from './get-addresses';

export type AddressInput = {
  recipient: string;
  areaCode: string;
  phone: string;
  country: string;
  region: string;
  line1: string;
  line2: string;
  postcode: string;
  isDefault: boolean;
};

/** POST /address/create, or /address/update when the address has an id. */
export function saveAddress(input: AddressInput & { id?: number }): Promise<ShippingAddressView> {
  return input.id
    ? http.post<ShippingAddressView>('/address/update', { ...input, id: input.id })
    : http.post<ShippingAddressView>('/address/create', input);
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQueryOptions.queryKey }),
  });
}
