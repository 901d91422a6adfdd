import { DEVICE_WALLET_TYPES, type PaymentMethodsView, type PaymentType } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';
import { brandType, encodeChoice } from '../choice';
import { useDeviceWallets } from '../device-wallets';
import { MethodOption } from './MethodOption';
import { PaymentLogo } from './PaymentLogo';

/** The new-card choice: one radio for every card brand the provider takes ('' when it takes none). */
export function newCardChoice(methods: PaymentMethodsView | undefined): string {
  const card = methods?.methods.find((m) => m.method === 'card');
  return card?.paymentTypes[0] ? encodeChoice({ method: 'card', paymentType: card.paymentTypes[0] }) : '';
}

/** The fan's first remembered card: the likely choice, preselected until they pick another. */
export function preselectedChoice(methods: PaymentMethodsView | undefined): string {
  const saved = methods?.savedCards[0];
  return saved ? encodeChoice({ method: 'card', paymentType: brandType(saved.brand), savedCardId: saved.id }) : '';
}

const DEVICE_WALLETS = new Set<PaymentType>(DEVICE_WALLET_TYPES);

/**
 * The provider's ways to pay, as the payment-method page lists them (spec §2: buy and recharge
 * both use it): first Apple Pay or Google Pay where this device has it and the provider takes it,
 * then my remembered cards, a new card (the card form is the provider's page) and the other
 * methods. One radio group; the value is an encoded choice (choice.ts).
 */
export function MethodChoices({
  methods,
  choice,
  onChange,
}: {
  methods: PaymentMethodsView | undefined;
  choice: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const card = methods?.methods.find((m) => m.method === 'card');
  const provider = methods?.methods.find((m) => m.method === 'provider');
  const newCard = newCardChoice(methods);
  const onDevice = useDeviceWallets();
  const wallets = onDevice.filter((type) => provider?.paymentTypes.includes(type));
  const others = provider?.paymentTypes.filter((type) => !DEVICE_WALLETS.has(type)) ?? [];
  return (
    <>
      {wallets.length > 0 && (
        <fieldset className="section methods">
          <legend className="section__title">{t('payment.deviceWallets')}</legend>
          {wallets.map((type) => (
            <ProviderChoice key={type} type={type} choice={choice} onChange={onChange} />
          ))}
        </fieldset>
      )}
      <fieldset className="section methods">
        <legend className="section__title">{t('payment.savedCards')}</legend>
        {methods?.savedCards.length ? (
          methods.savedCards.map((c) => {
            const value = encodeChoice({ method: 'card', paymentType: brandType(c.brand), savedCardId: c.id });
            return (
              <MethodOption
                key={c.id}
                name="method"
                value={value}
                checked={choice === value}
                onChange={onChange}
                logos={<PaymentLogo type={brandType(c.brand)} />}
              >
                {t('payment.savedCard', {
                  brand: t(`payment.type.${brandType(c.brand)}`),
                  last4: c.last4,
                  exp: `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear % 100).padStart(2, '0')}`,
                })}
              </MethodOption>
            );
          })
        ) : (
          <p className="muted small">{t('payment.noSavedCards')}</p>
        )}
      </fieldset>
      <fieldset className="section methods">
        <legend className="section__title">{t('payment.cardTitle')}</legend>
        <p className="muted small">{t('payment.newCardHint')}</p>
        {card && card.paymentTypes.length > 0 && (
          // One choice for every brand: the provider's page tells the brand from the card number.
          <MethodOption
            name="method"
            value={newCard}
            checked={choice === newCard}
            onChange={onChange}
            logos={card.paymentTypes.map((type) => (
              <PaymentLogo key={type} type={type} />
            ))}
          >
            {t('payment.newCard')}
          </MethodOption>
        )}
      </fieldset>
      <fieldset className="section methods">
        <legend className="section__title">{t('payment.otherMethods')}</legend>
        {others.map((type) => (
          <ProviderChoice key={type} type={type} choice={choice} onChange={onChange} />
        ))}
      </fieldset>
    </>
  );
}

/** One of the provider's own methods: its page takes the payment. */
function ProviderChoice({
  type,
  choice,
  onChange,
}: {
  type: PaymentType;
  choice: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const value = encodeChoice({ method: 'provider', paymentType: type });
  return (
    <MethodOption
      name="method"
      value={value}
      checked={choice === value}
      onChange={onChange}
      logos={<PaymentLogo type={type} />}
    >
      {t(`payment.type.${type}`)}
    </MethodOption>
  );
}
