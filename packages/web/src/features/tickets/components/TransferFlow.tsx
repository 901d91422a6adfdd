import { ROUTES, RULES } from '@fanpass/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../lib/toast';
import { useCountdown } from '../../../lib/use-countdown';
import { sendTransferCode, useCheckTransfer, useConfirmTransfer } from '../api/transfer-ticket';

type Step = 'email' | 'confirm' | 'code';

/**
 * The transfer flow (spec §2): the recipient's e-mail, confirming it (an account, or an address
 * that will be invited), a code e-mailed to me (resend after 60 s, spam-folder hint), then the
 * transfer: to an account it cannot be undone; to an invited address it waits until they accept.
 */
export function TransferFlow({ code, onCancel }: { code: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [verifyCode, setVerifyCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [sending, setSending] = useState(false);
  const [invite, setInvite] = useState<{ hours: number } | null>(null);
  const resendIn = useCountdown(resendAt);
  const check = useCheckTransfer();
  const confirm = useConfirmTransfer();
  const toUserMail = email.trim().toLowerCase();

  async function send(): Promise<void> {
    setSending(true);
    try {
      const sent = await sendTransferCode({ code, toUserMail });
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
      setStep('code');
    } catch {
      // The client's code table has shown why.
    } finally {
      setSending(false);
    }
  }

  function submitEmail(event: FormEvent): void {
    event.preventDefault();
    if (!RULES.email.pattern.test(toUserMail)) {
      setProblem(t('tickets.transfer.emailRule'));
      return;
    }
    setProblem(null);
    check.mutate(
      { code, toUserMail },
      {
        onSuccess: (recipient) => {
          setInvite(recipient.registered ? null : { hours: recipient.inviteHours });
          setStep('confirm');
        },
      },
    );
  }

  function submitCode(event: FormEvent): void {
    event.preventDefault();
    if (!RULES.verifyCode.pattern.test(verifyCode.trim())) {
      setProblem(t('tickets.transfer.codeRule'));
      return;
    }
    setProblem(null);
    // Told and moved on even when this flow is gone by then (the ticket's page re-read without it).
    confirm.mutateAsync({ code, toUserMail, verifyCode: verifyCode.trim() }).then(
      (done) => {
        const said = done.state === 'pending' ? 'tickets.transfer.invited' : 'tickets.transfer.done';
        showToast(t(said, { email: done.toUserMail }), 'top', 'info', 3000);
        void navigate(ROUTES.orderTicket, { replace: true });
      },
      () => undefined, // the client's code table has shown why
    );
  }

  return (
    <section className="section form transfer" aria-labelledby="transfer-title">
      <h2 className="section__title" id="transfer-title">
        {t('tickets.transfer.title')}
      </h2>
      <p className="small muted">{t('tickets.transfer.rules')}</p>
      {step === 'email' && (
        <form onSubmit={submitEmail} noValidate>
          <label className="field">
            <span>{t('tickets.transfer.recipient')}</span>
            <input
              type="email"
              value={email}
              autoComplete="off"
              inputMode="email"
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          {problem && <p className="form-error">{problem}</p>}
          <div className="actions actions--row">
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {t('tickets.transfer.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={check.isPending}>
              {t('tickets.transfer.next')}
            </button>
          </div>
        </form>
      )}
      {step === 'confirm' && (
        <div>
          <p>{t('tickets.transfer.confirmTo', { email: toUserMail })}</p>
          <p className="small muted">
            {invite
              ? t('tickets.transfer.inviteTo', { email: toUserMail, hours: invite.hours })
              : t('tickets.transfer.irreversible')}
          </p>
          <div className="actions actions--row">
            <button type="button" className="button button--ghost" onClick={() => setStep('email')}>
              {t('tickets.transfer.back')}
            </button>
            <button type="button" className="button button--primary" disabled={sending} onClick={() => void send()}>
              {t('tickets.transfer.sendCode')}
            </button>
          </div>
        </div>
      )}
      {step === 'code' && (
        <form onSubmit={submitCode} noValidate>
          <p className="small">{t('tickets.transfer.codeSent')}</p>
          <p className="small muted">{t('tickets.transfer.spamHint')}</p>
          <label className="field">
            <span>{t('tickets.transfer.code')}</span>
            <input
              value={verifyCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              onChange={(e) => setVerifyCode(e.target.value)}
            />
          </label>
          {problem && <p className="form-error">{problem}</p>}
          <div className="actions actions--row">
            <button
              type="button"
              className="button button--ghost"
              disabled={sending || resendIn > 0}
              onClick={() => void send()}
            >
              {resendIn > 0 ? t('tickets.transfer.resendIn', { seconds: resendIn }) : t('tickets.transfer.resend')}
            </button>
            <button type="submit" className="button button--primary" disabled={confirm.isPending}>
              {t('tickets.transfer.confirm')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
