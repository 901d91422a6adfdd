import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { MerchOrderList } from '../components/MerchOrderList';

/** /order/merch, My Merch: my merch orders with their status. */
export function MyMerchOrders() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <PageHeader title={t('merch.myMerch')} />
      <MerchOrderList />
    </main>
  );
}
