import { type ShippingAddressView } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { ApiError } from '../../../lib/http/client';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { type AddressInput, useSaveAddress } from '../api/save-address';
import '../../../components/ticketing.css';
import '../merch.css';

const EMPTY: AddressInput = {
  recipient: '',
  areaCode: '853',
  phone: '',
  country: 'MO',
  region: '',
  line1: '',
  line2: '',
  postcode: '',
  isDefault: false,
};

/** /address, the shipping-address book under Me: add, edit, make default, delete. */
export function Addresses() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = params.get('redirectUrl');
  const query = useAddresses();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<(AddressInput & { id?: number }) | null>(null);

  return (
    <main className="page">
      <PageHeader title={t('merch.addressesTitle')} />
      {editing ? (
        <AddressForm
          initial={editing}
          onDone={() => {
            setEditing(null);
            if (back?.startsWith('/')) void navigate(back);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <QueryState
            query={query}
            isEmpty={(list) => list.length === 0}
            empty={<p className="empty">{t('merch.noAddress')}</p>}
          >
            {(list) => (
              <ul className="card-list" aria-label={t('merch.addressesTitle')}>
                {list.map((a: ShippingAddressView) => (
                  <li key={a.id} className="merch-address-card">
                    <address>
                      <strong>{a.recipient}</strong> +{a.areaCode} {a.phone}
                      <br />
                      {[a.line1, a.line2, a.region, a.postcode, a.country].filter(Boolean).join(', ')}
                    </address>
                    {a.isDefault && <span className="badge">{t('merch.defaultAddress')}</span>}
                    <div className="merch-address-card__actions">
                      <button
                        type="button"
                        className="button button--small button--outline"
                        onClick={() => setEditing(a)}
                      >
                        {t('merch.edit')}
                      </button>
                      <button
                        type="button"
                        className="button button--small button--danger"
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(a.id)}
                      >
                        {t('merch.delete')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          <button type="button" className="button button--primary button--block" onClick={() => setEditing(EMPTY)}>
            {t('merch.addAddress')}
          </button>
        </>
      )}
    </main>
  );
}

/** The fields an address cannot be saved without. */
const REQUIRED = ['recipient', 'areaCode', 'phone', 'country', 'line1'] as const;

function AddressForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: AddressInput & { id?: number };
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  // Required fields left empty, named under each one in the app's language (the form does not
  // validate natively: the browser's own bubble speaks the browser's language, not the app's).
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const field = (name: keyof Omit<AddressInput, 'isDefault'>, label: string) => {
    const empty = missing.has(name);
    const required = (REQUIRED as readonly string[]).includes(name);
    // The message sits beside the label, not in it: inside, it would be read as part of the field's name.
    return (
      <div className="field">
        <label htmlFor={`address-${name}`}>{label}</label>
        <input
          id={`address-${name}`}
          name={name}
          required={required}
          aria-invalid={empty ? true : undefined}
          aria-describedby={empty ? `address-${name}-error` : undefined}
          value={value[name]}
          onChange={(e) => setValue({ ...value, [name]: e.target.value })}
        />
        {empty && (
          <span id={`address-${name}-error`} className="form-error" role="alert">
            {t('accounts.rule.required')}
          </span>
        )}
      </div>
    );
  };
  return (
    <form
      className="form section"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        const empty = REQUIRED.filter((name) => !value[name].trim());
        setMissing(new Set(empty));
        if (empty.length) {
          e.currentTarget.querySelector<HTMLInputElement>(`[name="${empty[0]}"]`)?.focus();
          return;
        }
        save.mutate(value, {
          onSuccess: onDone,
          onError: (error) => {
            if (error instanceof ApiError && error.kind === 'code') setProblem(error.message);
          },
        });
      }}
    >
      {field('recipient', t('merch.recipient'))}
      <div className="field-row">
        {field('areaCode', t('merch.areaCode'))}
        {field('phone', t('merch.phone'))}
      </div>
      {field('country', t('merch.country'))}
      {field('region', t('merch.region'))}
      {field('line1', t('merch.line1'))}
      {field('line2', t('merch.line2'))}
      {field('postcode', t('merch.postcode'))}
      <label className="merch-variant">
        <input
          type="checkbox"
          checked={value.isDefault}
          onChange={(e) => setValue({ ...value, isDefault: e.target.checked })}
        />
        <span>{t('merch.makeDefault')}</span>
      </label>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={save.isPending}>
        {t('merch.saveAddress')}
      </button>
      <button type="button" className="button button--ghost button--block" onClick={onCancel}>
        {t('merch.cancelEdit')}
      </button>
    </form>
  );
}
