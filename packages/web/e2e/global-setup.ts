import { DEV_SIGNING_KEY, makeNonce, sign } from '@fanpass/contracts';
import type { TestProject } from 'vitest/node';
import { ops, snapshotWebDist, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    webDist: string;
    /** A demo account's real login (user info with token), null while accounts are not built. */
    demoLogin: { id: number; uuid: string; email: string; token: string } | null;
  }
}

async function loginDemo(baseUrl: string): Promise<ProvidedLogin> {
  const body = { email: 'fan@fanpass.local', password: 'Fanpass1!' };
  const timestamp = String(Date.now());
  const nonce = makeNonce(16);
  const response = await fetch(`${baseUrl}/fanapih5/userInfo/loginByEmail`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      platform: 'H5',
      timestamp,
      nonce,
      signature: sign({ platform: 'H5', timestamp, nonce, params: body }, DEV_SIGNING_KEY),
    },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; data: ProvidedLogin };
  return reply.code === 200 && reply.data?.token ? reply.data : null;
}

type ProvidedLogin = { id: number; uuid: string; email: string; token: string } | null;

/** One real server for the browser journeys; files that need another configuration start their own. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = snapshotWebDist();
  const server = await startServer({ WEB_DIST: dist.dir });
  // No seeded welcome notice on the shared server: a notice hides the install prompt, so files
  // must not depend on which ran first. Files that test notices set (and clear) their own.
  ops(server.databaseUrl, 'notice', 'clear');
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', server.databaseUrl);
  project.provide('webDist', dist.dir);
  project.provide('demoLogin', await loginDemo(server.url));
  return async () => {
    await server.stop();
    dist.remove();
  };
}
