import { formatMoney, type GiveawayRules } from '@fanpass/contracts';
import { useTranslation } from 'react-i18next';

/** The campaign's rules with its own numbers (spec §9). */
export function Rules({ rules }: { rules: GiveawayRules }) {
  const { t } = useTranslation();
  const amount = (minor: number) => `${formatMoney(minor, { sign: true })}`;
  return (
    <ul className="giveaway-rules">
      <li>{t('giveaway.rule.register', { count: rules.registerEntries })}</li>
      <li>{t('giveaway.rule.topup', { amount: amount(rules.topupUnit), max: rules.topupMax })}</li>
      <li>{t('giveaway.rule.invite', { count: rules.inviteEntries, max: rules.inviteMax })}</li>
      <li>
        {t('giveaway.rule.inviteTopup', { amount: amount(rules.inviteTopupMin), count: rules.inviteTopupEntries })}
      </li>
    </ul>
  );
}
