import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type SwEnvironment } from './register-sw';

function environment(response: Response) {
  const unregister = vi.fn(async () => true);
  const container = {
    register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
    getRegistrations: vi.fn(async () => [{ unregister } as unknown as ServiceWorkerRegistration]),
  };
  const report = vi.fn();
  const env: SwEnvironment = {
    serviceWorker: container as unknown as ServiceWorkerContainer,
    fetch: vi.fn(async () => response) as unknown as typeof fetch,
    report,
  };
  return { env, container, unregister, report };
}

describe('service worker registration (spec §8)', () => {
  it('registers /sw.js when it is served as JavaScript', async () => {
    const { env, container, report } = environment(
      new Response('self.addEventListener("fetch", () => {})', {
        headers: { 'content-type': 'application/javascript; charset=utf-8' },
      }),
    );
    await expect(registerServiceWorker(env)).resolves.toBe('registered');
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(report).not.toHaveBeenCalled();
  });

  it('reports and unregisters when /sw.js is missing', async () => {
    const { env, container, unregister, report } = environment(new Response('not found', { status: 404 }));
    await expect(registerServiceWorker(env)).resolves.toBe('missing');
    expect(container.register).not.toHaveBeenCalled();
    expect(unregister).toHaveBeenCalled();
    expect(report).toHaveBeenCalled();
  });

  it('reports and unregisters when /sw.js has the wrong content type', async () => {
    const { env, unregister } = environment(
      new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
    );
    await expect(registerServiceWorker(env)).resolves.toBe('missing');
    expect(unregister).toHaveBeenCalled();
  });

  it('does nothing where service workers are not supported', async () => {
    await expect(
      registerServiceWorker({ serviceWorker: undefined, fetch: vi.fn() as unknown as typeof fetch, report: vi.fn() }),
    ).resolves.toBe('unsupported');
  });
});
