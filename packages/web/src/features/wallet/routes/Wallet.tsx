import { WALLET_RECORD_TYPES, type WalletRecordType } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useWalletInfo } from '../api/get-wallet-info';
import { BalanceCard, PayPasswordNote } from '../components/BalanceCard';
import { RechargeResultPanel } from '../components/RechargeResultPanel';
import { RecordList } from '../components/RecordList';
import { useRechargeFlag } from '../hooks/use-recharge-flag';
import '../../../components/ticketing.css';
import '../components/wallet.css';

function recordType(value: string | null): WalletRecordType | null {
  return (WALLET_RECORD_TYPES as readonly string[]).includes(value ?? '') ? (value as WalletRecordType) : null;
}

/**
 * /wallet, My Wallet: balance, Fan Coin and vouchers, top up, and the transaction records
 * (`?type=` keeps the filter across reload and Back). A top-up the fan just came back from is
 * announced first.
 */
export function Wallet() {
  const { t } = useTranslation();
  const info = useWalletInfo();
  const [params, setParams] = useSearchParams();
  const type = recordType(params.get('type'));
  const toppedUp = useRechargeFlag();
  return (
    <main className="page wallet-page">
      <PageHeader title={t('title.wallet')} />
      {toppedUp && <RechargeResultPanel orderNo={toppedUp} returned />}
      <div className="wallet-grid">
        <div>
          <QueryState query={info} skeleton="detail" empty={null}>
            {(data) => (
              <>
                <BalanceCard info={data} />
                {data.payPasswordSetUp === 0 && <PayPasswordNote />}
              </>
            )}
          </QueryState>
        </div>
        <RecordList
          type={type}
          currency={info.data?.currency ?? ''}
          onType={(next) => setParams(next ? { type: next } : {}, { replace: true })}
        />
      </div>
    </main>
  );
}
