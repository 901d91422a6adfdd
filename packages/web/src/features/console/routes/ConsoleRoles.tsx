import { CONSOLE_ROLES, type ConsoleRole, EVENT_ROLES } from '@fanpass/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useChangeRole, useConsoleRoles } from '../api/roles';
import { useConsoleTitle } from './ConsoleLayout';

/** /console/roles (admins): who holds which role; grant and revoke them. */
export function ConsoleRoles() {
  const { t } = useTranslation();
  useConsoleTitle(t('console.roles.title'));
  const roles = useConsoleRoles();
  const grant = useChangeRole('grant');
  const revoke = useChangeRole('revoke');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ConsoleRole>('organiser');
  const [eventId, setEventId] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scoped = EVENT_ROLES.includes(role);
    grant.mutate(
      { email: email.trim(), role, ...(scoped && eventId ? { eventId: Number(eventId) } : {}) },
      { onSuccess: () => setEmail('') },
    );
  };

  return (
    <section className="console-panel">
      <h1>{t('console.roles.title')}</h1>
      <form className="console-form console-form--row" onSubmit={submit}>
        <label>
          {t('console.roles.email')}
          <input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label>
          {t('console.roles.role')}
          <select value={role} onChange={(e) => setRole(e.target.value as ConsoleRole)}>
            {CONSOLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`console.role.${r}`)}
              </option>
            ))}
          </select>
        </label>
        {EVENT_ROLES.includes(role) && (
          <label>
            {t('console.roles.eventId')}
            <input inputMode="numeric" value={eventId} onChange={(e) => setEventId(e.target.value)} />
          </label>
        )}
        <button type="submit" className="console-button" disabled={grant.isPending}>
          {t('console.roles.grant')}
        </button>
      </form>
      <QueryState query={roles} empty={t('console.roles.none')} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('console.roles.email')}</th>
                <th scope="col">{t('console.roles.role')}</th>
                <th scope="col">{t('console.roles.event')}</th>
                <th scope="col">
                  <span className="sr-only">{t('console.roles.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((held) => (
                <tr key={held.id}>
                  <td>{held.email}</td>
                  <td>{t(`console.role.${held.role}`)}</td>
                  <td>{held.eventTitle ?? t('console.roles.platform')}</td>
                  <td>
                    <button
                      type="button"
                      className="console-button console-button--quiet"
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate({
                          email: held.email,
                          role: held.role,
                          ...(held.eventId ? { eventId: held.eventId } : {}),
                        })
                      }
                    >
                      {t('console.roles.revoke')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
