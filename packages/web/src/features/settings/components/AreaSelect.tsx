import { intlLocale, type Language } from '@fanpass/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaList } from '../../../lib/api/get-area-list';
import { getArea, setArea } from '../../../lib/storage';

/** The sales area: the stored choice wins over the default, Macau (spec §3). */
export function AreaSelect() {
  const { t, i18n } = useTranslation();
  const { data: areas = [] } = useAreaList();
  const [current, setCurrent] = useState(getArea);
  const names = new Intl.DisplayNames([intlLocale(i18n.language as Language)], { type: 'region' });
  const options = areas.some((a) => a.value === current.value) ? areas : [current, ...areas];
  return (
    <label className="list__item">
      <span>{t('settings.area')}</span>
      <select
        className="select"
        value={current.value}
        onChange={(event) => {
          const chosen = options.find((a) => a.value === event.target.value);
          if (!chosen) return;
          setArea(chosen);
          setCurrent(chosen);
        }}
      >
        {options.map((area) => (
          <option key={area.value} value={area.value}>
            {names.of(area.value) ?? area.label}
          </option>
        ))}
      </select>
    </label>
  );
}
