import { INVITE_CODE_PATTERN, ROUTES } from '@fanpass/contracts';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { getInviteCode } from '../../../lib/storage';
import { session, useSession } from '../../../lib/session/store';
import { useRegByEmail } from '../api/reg-by-email';
import { EmailCodeForm } from '../components/EmailCodeForm';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { PhoneVerifyForm } from '../components/PhoneVerifyForm';
import { ProfileForm } from '../components/ProfileForm';
import { Screen } from '../components/Screen';
import { useAuthReturn, useLeaveWhenSignedIn } from '../hooks/use-auth-return';

type Step = 'code' | 'password' | 'profile' | 'phone';
const STEPS: readonly Step[] = ['code', 'password', 'profile', 'phone'];

const HEADINGS: Record<Step, { heading: string; text: string }> = {
  code: { heading: 'accounts.signUp.codeHeading', text: 'accounts.signUp.codeText' },
  password: { heading: 'accounts.signUp.passwordHeading', text: 'accounts.signUp.passwordText' },
  profile: { heading: 'accounts.signUp.profileHeading', text: 'accounts.signUp.profileText' },
  phone: { heading: 'accounts.signUp.phoneHeading', text: 'accounts.signUp.phoneText' },
};

function inviteCode(): string | undefined {
  const code = getInviteCode();
  return code && INVITE_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * Where a visit to sign-up starts: at the profile for a signed-in fan who has none yet (a sign-up
 * left after the account was made: closed, reloaded or signed in again), else at the code.
 */
function firstStep(): Step {
  const { isLogin, userInfo } = session.get();
  return isLogin && !userInfo?.nickname?.trim() ? 'profile' : 'code';
}

/** /sign-up: code (terms agreed) -> password twice -> profile -> optional phone verification. */
export function SignUp() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const register = useRegByEmail();
  const { userInfo } = useSession();
  const done = useAuthReturn();
  const [step, setStep] = useState<Step>(firstStep);
  // Any other signed-in fan has nothing to do here; one resuming at the profile stays.
  useLeaveWhenSignedIn(step === 'profile');
  const [verified, setVerified] = useState<{ email: string; code: string } | null>(null);
  const copy = HEADINGS[step];
  const position = STEPS.indexOf(step);

  return (
    <Screen title={t('title.signUp')} heading={t(copy.heading)} text={t(copy.text, { email: verified?.email ?? '' })}>
      <ol className="acc-steps" aria-label={t('accounts.signUp.progress', { step: position + 1, total: STEPS.length })}>
        {STEPS.map((name, index) => (
          <li key={name} data-done={index <= position ? 'true' : undefined} />
        ))}
      </ol>
      {step === 'code' && (
        <EmailCodeForm
          type="register"
          email={params.get('email') ?? ''}
          submitLabel={t('accounts.action.next')}
          agreement={<Trans i18nKey="accounts.signUp.agree" components={{ terms: <Link to={ROUTES.authTerms} /> }} />}
          onVerified={(value) => {
            setVerified(value);
            setStep('password');
          }}
        />
      )}
      {step === 'password' && verified && (
        <NewPasswordForm
          submitLabel={t('accounts.signUp.create')}
          pending={register.isPending}
          onSubmit={({ password }) =>
            register
              .mutateAsync({
                email: verified.email,
                code: verified.code,
                password,
                inviteCode: inviteCode(),
                // The first step does not go on until the terms box is ticked.
                agreedToTerms: true,
              })
              .then(() => setStep('profile'))
          }
        />
      )}
      {step === 'profile' && (
        <ProfileForm
          nickname={userInfo?.nickname ?? ''}
          avatar={userInfo?.avatar}
          submitLabel={t('accounts.action.next')}
          onDone={() => setStep('phone')}
        />
      )}
      {step === 'phone' && (
        <>
          <PhoneVerifyForm submitLabel={t('accounts.phone.verify')} onDone={done} />
          <div className="acc-actions">
            <button type="button" className="acc-link acc-link--center" onClick={done}>
              {t('accounts.signUp.skip')}
            </button>
          </div>
        </>
      )}
    </Screen>
  );
}
