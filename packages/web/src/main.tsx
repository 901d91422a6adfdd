import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/App';
import { createAppRouter } from './app/router';
import { prepare, start } from './app/startup';
import { nextTask } from './lib/next-task';
import './styles.css';

/*
 * The start-up runs in short tasks, so the phone's main thread stays free between them: the static
 * shell is on screen (build/app-shell.ts) and nothing here may hold the thread for long.
 */
async function boot(): Promise<void> {
  // The modules' evaluation is a task of its own (index.html already fetches the home screen's chunks).
  await nextTask();
  // The router starts loading the first screen's chunks while the language loads.
  const router = createAppRouter();
  await prepare();
  await nextTask();
  const queryClient = createQueryClient();
  start(router, queryClient);
  await nextTask();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // A transition: React renders the first screen in slices, yielding between them, and replaces the
  // static shell when the whole screen is ready.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}

boot().catch((error: unknown) => {
  console.error('[boot-error]', error);
});
