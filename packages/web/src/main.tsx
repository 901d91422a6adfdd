import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { createAppRouter } from './app/router';
import { prepare, start } from './app/startup';
import './styles.css';

async function boot(): Promise<void> {
  // The router starts loading the first screen's chunks while the language loads.
  const router = createAppRouter();
  await prepare();
  const queryClient = createQueryClient();
  start(router, queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  console.error('[boot-error]', error);
});
