import { DEV_SIGNING_KEY, REPLY_CODES, signatureHeaders } from '@fanpass/contracts';
import type { TestProject } from 'vitest/node';
import { ops, seededDatabase, snapshotWebDist, spawnServer, type SharedServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker (support/server.ts sharedServer() picks this worker's). */
    sharedServers: SharedServer[];
    webDist: string;
    /** The seeded database the journeys' own servers start from (support/server.ts startServer). */
    databaseTemplate: string;
  }
}

async function loginDemo(baseUrl: string): Promise<ProvidedLogin> {
  const body = { email: 'fan@fanpass.local', password: 'Fanpass1!' };
  const response = await fetch(`${baseUrl}/fanapih5/userInfo/loginByEmail`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...signatureHeaders({ platform: 'H5', key: DEV_SIGNING_KEY }, body),
    },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; data: ProvidedLogin };
  return reply.code === REPLY_CODES.SUCCESS.code && reply.data?.token ? reply.data : null;
}

type ProvidedLogin = { id: number; uuid: string; email: string; token: string } | null;

/**
 * One real server per worker for the browser journeys that share one, each on its own database;
 * files that need another configuration start their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = snapshotWebDist();
  // As many as journeys run at once (vitest.config.ts sets E2E_WORKERS).
  const count = Number(process.env.E2E_WORKERS ?? 1);
  // The seeded database of the files' own servers, made beside the shared servers.
  const [seeded, servers] = await Promise.all([
    seededDatabase({ WEB_DIST: dist.dir }),
    Promise.all(Array.from({ length: count }, () => spawnServer({ WEB_DIST: dist.dir }))),
  ]);
  const shared = await Promise.all(
    servers.map(async (server): Promise<SharedServer> => {
      // No seeded welcome notice on a shared server: a notice hides the install prompt, so files
      // must not depend on which ran first. Files that test notices set (and clear) their own.
      await ops(server.databaseUrl, 'notice', 'clear');
      return { baseUrl: server.url, databaseUrl: server.databaseUrl, demoLogin: await loginDemo(server.url) };
    }),
  );
  project.provide('sharedServers', shared);
  project.provide('webDist', dist.dir);
  project.provide('databaseTemplate', seeded.path);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    dist.remove();
    seeded.remove();
  };
}
