import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useCommunication } from '../api/communication';
import { HolderMessagePanel } from '../components/HolderMessagePanel';
import { NoticePanel } from '../components/NoticePanel';
import { RepairPanel } from '../components/RepairPanel';
import { useConsole, useConsoleTitle } from './ConsoleLayout';
import '../communication.css';

/**
 * /console/communication: the site-wide notice and repair mode (admins), and a message to the
 * holders of an event (admins and its organisers). Its calls answer during repair mode.
 */
export function ConsoleCommunication() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.communication.title'));
  const admin = useConsole().roles.includes('admin');
  const state = useCommunication(admin);

  return (
    <>
      <h1 className="console-heading">{t('console.communication.title')}</h1>
      {admin && (
        <QueryState query={state} empty={null}>
          {(current) => (
            <>
              <RepairPanel repair={current.repair} />
              <NoticePanel notice={current.notice} />
            </>
          )}
        </QueryState>
      )}
      <HolderMessagePanel />
    </>
  );
}
