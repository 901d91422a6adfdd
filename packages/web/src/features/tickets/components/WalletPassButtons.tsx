import type { WalletKind } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../../lib/api/get-client-config';
import { useAddToWallet } from '../api/create-wallet-pass';
import './wallet-pass-buttons.css';

/** 'Add to Apple Wallet' / 'Save to Google Wallet' for the ticket, each only when the deployment configures it. */
export function WalletPassButtons({ code, status }: { code: string; status: string }) {
  const { t } = useTranslation();
  const config = useClientConfig();
  const add = useAddToWallet();
  const wallets = config.data?.walletPasses;
  const kinds = (['apple', 'google'] as WalletKind[]).filter((kind) => wallets?.[kind]);
  if (status === 'revoked' || status === 'transferring' || kinds.length === 0) return null;
  return (
    <div className="wallet-passes">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className="button wallet-pass"
          disabled={add.isPending}
          onClick={() => add.mutate({ code, kind })}
        >
          {t(kind === 'apple' ? 'tickets.addToAppleWallet' : 'tickets.saveToGoogleWallet')}
        </button>
      ))}
    </div>
  );
}
