import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n';
import type { AppRouter } from './router';

export function createQueryClient(): QueryClient {
  // Failures are handled once, by the HTTP client's code table: no automatic retries.
  // networkMode 'always': with no connection a query still runs, so it answers from the saved
  // copy or fails as offline (react-query's default would pause it on a skeleton forever), and a
  // mutation fails with the offline message instead of waiting silently.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
