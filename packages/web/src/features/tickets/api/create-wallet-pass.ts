import type { WalletKind, WalletPassView } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** POST /ticket/walletPass: a link that adds the ticket to Apple Wallet (.pkpass download) or Google Wallet. */
export function createWalletPass(code: string, kind: WalletKind): Promise<WalletPassView> {
  return http.post<WalletPassView>('/ticket/walletPass', { code, kind });
}

/** Asks for the link, then leaves for it (the pass download or Google's save page). */
export function useAddToWallet() {
  return useMutation({
    mutationFn: ({ code, kind }: { code: string; kind: WalletKind }) => createWalletPass(code, kind),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
