import { useTranslation } from 'react-i18next';
import { useConsole, useConsoleTitle } from './ConsoleLayout';

/** /console: who I am here, the roles I hold, and the sections they open. */
export function ConsoleHome() {
  const { t } = useTranslation();
  const me = useConsole();
  useConsoleTitle(t('console.home.title'));
  return (
    <section className="console-panel">
      <h1>{t('console.home.heading', { name: me.nickname || me.email })}</h1>
      <p>{t('console.home.roles', { roles: me.roles.map((role) => t(`console.role.${role}`)).join(', ') })}</p>
      {me.sections.length === 0 && <p>{t('console.home.nothingYet')}</p>}
    </section>
  );
}
