import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from './support/database.js';
import { type ServerProcess, startServer, stopServer } from './support/server-process.js';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: unknown;
}

/**
 * The request log as operations reads it (docs/operations.md, "Health and logs"): `npm start`'s
 * server at LOG_LEVEL=info writes one JSON line per request when it is answered (its id, method,
 * path, client address, status and time), Fastify's "incoming request" line no longer.
 */
describe('request log', () => {
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer(database.url, { LOG_LEVEL: 'info' });
  }, 90_000);

  afterAll(async () => {
    if (server) await stopServer(server.child, 'SIGKILL');
    await database?.drop();
  });

  it('writes one line per answered request, with what operations needs to find it', async () => {
    const asked = [
      { method: 'GET', path: '/healthz', status: 200 },
      { method: 'POST', path: '/fanapih5/order/create', status: 400 },
      { method: 'GET', path: '/fanapih5/no-such-route', status: 404 },
    ];
    const ids: string[] = [];
    for (const { method, path, status } of asked) {
      const answer = await fetch(`${server.base}${path}`, {
        method,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
      });
      expect(answer.status).toBe(status);
      ids.push(answer.headers.get('x-request-id')!);
    }
    await stopServer(server.child, 'SIGTERM');

    const lines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    asked.forEach(({ method, path, status }, i) => {
      const mine = lines.filter((line) => line.reqId === ids[i]);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method, url: path, remoteAddress: '127.0.0.1' },
        res: { statusCode: status },
      });
      expect(typeof mine[0]!.responseTime).toBe('number');
      // Fastify's serialisers wrote req and res, not the objects themselves.
      expect(Object.keys(mine[0]!.req!).sort()).toEqual(['host', 'method', 'remoteAddress', 'remotePort', 'url']);
      expect(Object.keys(mine[0]!.res!)).toEqual(['statusCode']);
    });
  }, 60_000);
});
