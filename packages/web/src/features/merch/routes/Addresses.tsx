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
  const field = (name: keyof Omit<AddressInput, 'isDefault'>, label: string, required = false) => (
    <label className="field">
      <span>{label}</span>
      <input
        name={name}
        required={required}
        value={value[name]}
        onChange={(e) => setValue({ ...value, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <form
      className="form section"
      onSubmit={(e) => {
        e.preventDefault();
        setProblem(null);
        save.mutate(value, {
          onSuccess: onDone,
          onError: (error) => {
            if (error instanceof ApiError && error.kind === 'code') setProblem(error.message);
          },
        });
      }}
    >
      {field('recipient', t('merch.recipient'), true)}
      <div className="field-row">
        {field('areaCode', t('merch.areaCode'), true)}
        {field('phone', t('merch.phone'), true)}
      </div>
      {field('country', t('merch.country'), true)}
      {field('region', t('merch.region'))}
      {field('line1', t('merch.line1'), true)}
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
