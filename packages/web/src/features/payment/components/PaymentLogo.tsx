import type { PaymentType } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';

/** Brand colours for the marks; the name itself is the accessible label. */
const MARKS: Partial<Record<PaymentType, { bg: string; fg: string; text: string }>> = {
  visa: { bg: '#1a1f71', fg: '#ffffff', text: 'VISA' },
  master: { bg: '#231f20', fg: '#ffffff', text: 'MC' },
  chinaUnion: { bg: '#d7141a', fg: '#ffffff', text: 'UP' },
  alipay: { bg: '#1677ff', fg: '#ffffff', text: '支' },
  alipayHK: { bg: '#1677ff', fg: '#ffffff', text: 'HK' },
  alipayMO: { bg: '#1677ff', fg: '#ffffff', text: 'MO' },
  wechatPayHK: { bg: '#07c160', fg: '#ffffff', text: 'WP' },
  momo: { bg: '#a50064', fg: '#ffffff', text: 'M' },
  payme: { bg: '#db0011', fg: '#ffffff', text: 'P' },
  MPAY: { bg: '#e60012', fg: '#ffffff', text: 'M' },
  UEPAY: { bg: '#00a0e9', fg: '#ffffff', text: 'U' },
  unionQrPay: { bg: '#0e5fa8', fg: '#ffffff', text: 'QR' },
  BOC: { bg: '#b50f25', fg: '#ffffff', text: '中' },
  applePay: { bg: '#000000', fg: '#ffffff', text: 'Pay' },
  googlePay: { bg: '#f1f3f4', fg: '#3c4043', text: 'G' },
};

/** A small brand mark beside a payment choice, so fans find their method at a glance. */
export function PaymentLogo({ type }: { type: PaymentType }) {
  const { t } = useTranslation();
  const mark = MARKS[type] ?? { bg: '#6b6b76', fg: '#ffffff', text: type.slice(0, 2).toUpperCase() };
  return (
    <svg
      className="pay-logo"
      viewBox="0 0 40 26"
      width="40"
      height="26"
      role="img"
      aria-label={t(`payment.type.${type}`)}
    >
      <rect width="40" height="26" rx="4" fill={mark.bg} />
      {type === 'master' ? (
        <>
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </>
      ) : (
        <text
          x="20"
          y="17.5"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fill={mark.fg}
          fontFamily="system-ui, sans-serif"
        >
          {mark.text}
        </text>
      )}
    </svg>
  );
}
