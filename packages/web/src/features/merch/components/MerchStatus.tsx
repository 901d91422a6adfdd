import type { MerchOrderStatus } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';

export function MerchStatus({ status }: { status: MerchOrderStatus }) {
  const { t } = useTranslation();
  return <span className={`badge merch-status merch-status--${status}`}>{t(`merch.status.${status}`)}</span>;
}
