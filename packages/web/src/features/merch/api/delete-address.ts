import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';
import { addressesQueryOptions } from './get-addresses';

/** POST /address/delete: orders keep their own copy of the address. */
export function deleteAddress(id: number): Promise<{ id: number }> {
  return http.post<{ id: number }>('/address/delete', { id });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesQueryOptions.queryKey }),
  });
}
