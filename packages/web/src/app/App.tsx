import { formatMoney } from '@fanpass/contracts';

/** The first page: the shell (routes, languages, session) replaces it in its own issue. */
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui', padding: '1rem' }}>
      <h1>Fanpass</h1>
      <p>Tickets, official merch and Fan Pay from {formatMoney(1000000, { sign: true })}.</p>
    </main>
  );
}
