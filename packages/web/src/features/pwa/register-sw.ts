/** Service worker registration with spec §8's handling of a missing or wrong /sw.js. */

export type SwOutcome = 'registered' | 'unsupported' | 'missing' | 'failed';

export interface SwEnvironment {
  serviceWorker: ServiceWorkerContainer | undefined;
  fetch: typeof fetch;
  report: (message: string, detail?: unknown) => void;
}

const browserEnvironment = (): SwEnvironment => ({
  serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  fetch: (input, init) => globalThis.fetch(input, init),
  report: (message, detail) => console.error(message, detail ?? ''),
});

export const SW_URL = '/sw.js';

async function unregisterAll(container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

export async function registerServiceWorker(env: SwEnvironment = browserEnvironment()): Promise<SwOutcome> {
  const container = env.serviceWorker;
  if (!container) return 'unsupported';
  try {
    const response = await env.fetch(SW_URL, { cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('javascript')) {
      env.report(
        `[sw] ${SW_URL} is missing or not JavaScript (status ${response.status}, type "${type}"): unregistering`,
      );
      await unregisterAll(container);
      return 'missing';
    }
    await container.register(SW_URL, { scope: '/' });
    return 'registered';
  } catch (error) {
    env.report('[sw] registration failed', error);
    return 'failed';
  }
}
