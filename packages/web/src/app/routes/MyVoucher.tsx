import { useWalletInfo } from '../../features/wallet/api/get-wallet-info';
import { MyVoucher as VoucherScreen } from '../../features/vouchers/routes/MyVoucher';

/** /my-voucher: the vouchers feature's screen, its amounts in the wallet's currency. */
export function MyVoucher() {
  const info = useWalletInfo();
  return <VoucherScreen currency={info.data?.currency ?? ''} />;
}
