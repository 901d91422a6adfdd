import { ACCOUNT_CODES, ROUTES, WALLET_CODES, makeNonce } from '@fanpass/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PinField } from '../../features/accounts/components/PinField';
import { payPasswordRule } from '../../features/accounts/lib/rules';
import { usePayWithWallet } from '../../features/wallet/api/pay-with-wallet';
import { ApiError } from '../../lib/http/client';
import '../../features/accounts/components/accounts.css';

/** How a wallet payment ended when it did not pay: the page shows the top-up message or the error. */
export type WalletPayFailure = { kind: 'insufficient' } | { kind: 'other'; message: string };

/**
 * The 6-digit payment-password sheet before a wallet payment (spec §5: the complete payment
 * password must be entered). Without a payment password it offers the screen that sets one
 * (PAY_PASSWORD_NOT_SET from the API says the same). Each try has its own Idempotency-Key: a
 * retried request replays its answer, a new password is a new try.
 */
export function WalletPaySheet({
  orderNo,
  amount,
  passwordSet,
  onPaid,
  onFailed,
  onClose,
}: {
  orderNo: string;
  /** The amount due, formatted. */
  amount: string;
  passwordSet: boolean;
  onPaid: () => void;
  onFailed: (failure: WalletPayFailure) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const pay = usePayWithWallet();
  const [pin, setPin] = useState('');
  const [ruleError, setRuleError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [notSet, setNotSet] = useState(!passwordSet);
  const attempt = useRef<{ pin: string; key: string } | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  function submit() {
    const rule = payPasswordRule(pin);
    if (rule !== true) return setRuleError(rule);
    setRuleError(undefined);
    setProblem(null);
    if (attempt.current?.pin !== pin) attempt.current = { pin, key: makeNonce(32) };
    pay.mutate(
      { orderNo, payPassword: pin, idempotencyKey: attempt.current.key },
      {
        onSuccess: onPaid,
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === ACCOUNT_CODES.PAY_PASSWORD_NOT_SET.code) return setNotSet(true);
          if (error.code === WALLET_CODES.WALLET_INSUFFICIENT.code) return onFailed({ kind: 'insufficient' });
          if (
            error.code === ACCOUNT_CODES.PAY_PASSWORD_WRONG.code ||
            error.code === ACCOUNT_CODES.PAY_PASSWORD_LOCKED.code
          ) {
            setPin('');
            return setProblem(error.message);
          }
          onFailed({ kind: 'other', message: error.message });
        },
      },
    );
  }

  return (
    <dialog
      ref={dialog}
      className="sheet wallet-pay-sheet"
      aria-labelledby="wallet-pay-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sheet__head">
        <h2 id="wallet-pay-title" className="section__title">
          {t('payment.walletPayTitle')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      <p className="pay-summary">
        <strong className="pay-summary__amount">{amount}</strong>
      </p>
      {notSet ? (
        <div className="callout" role="alert">
          <p>{t('payment.payPasswordNotSet')}</p>
          <Link className="button button--primary button--block" to={ROUTES.changePaymentPwd}>
            {t('payment.setPayPassword')}
          </Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <PinField
            label={t('payment.enterPayPassword')}
            name="payPassword"
            value={pin}
            onChange={(value) => {
              setPin(value);
              setRuleError(undefined);
            }}
            error={ruleError}
          />
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button button--primary button--block" disabled={pay.isPending}>
            {t('payment.payAmount', { amount })}
          </button>
          <Link className="acc-link acc-link--center" to={ROUTES.resetPaymentPwd}>
            {t('payment.forgotPayPassword')}
          </Link>
        </form>
      )}
    </dialog>
  );
}
