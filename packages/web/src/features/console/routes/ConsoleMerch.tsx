import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { MerchPickupList } from '../components/MerchPickupList';
import { MerchShipList } from '../components/MerchShipList';
import { MerchStockTable } from '../components/MerchStockTable';
import { CONSOLE_PATHS } from '../paths';
import { useConsole, useConsoleTitle } from './ConsoleLayout';

const TABS = ['stock', 'ship', 'pickup'] as const;
type MerchTab = (typeof TABS)[number];

/**
 * /console/merch: stock per variant and orders to ship (organisers, admins), pick-up orders to
 * make ready and hand over (their event's staff too). The server checks every call again.
 */
export function ConsoleMerch() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.merch.title'));
  const me = useConsole();
  const [params] = useSearchParams();
  const organising = me.roles.includes('admin') || me.roles.includes('organiser');
  const tabs: MerchTab[] = organising ? [...TABS] : ['pickup'];
  const asked = params.get('tab') as MerchTab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0]!;
  return (
    <section className="console-panel">
      <h1>{t('console.merch.title')}</h1>
      <nav className="console-tabs" aria-label={t('console.merch.sections')}>
        {tabs.map((name) => (
          <Link
            key={name}
            to={`${CONSOLE_PATHS.merch}?tab=${name}`}
            aria-current={name === tab ? 'page' : undefined}
            className={name === tab ? 'active' : undefined}
          >
            {t(`console.merch.tab.${name}`)}
          </Link>
        ))}
      </nav>
      <h2>{t(`console.merch.tab.${tab}`)}</h2>
      {tab === 'stock' && <MerchStockTable />}
      {tab === 'ship' && <MerchShipList />}
      {tab === 'pickup' && <MerchPickupList />}
    </section>
  );
}
