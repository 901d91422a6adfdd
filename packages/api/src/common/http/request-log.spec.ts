import { describe, expect, it } from '@jest/globals';
import { fastify } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { RequestLog } from './request-log.js';

/** A Fastify app logging to memory through pino, with the request log the app uses. */
async function appWithLog(disableRequestLogging?: (request: { url?: string }) => boolean) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = fastify({
    loggerInstance: pino({ level: 'info', base: { service: 'fanpass-api' } }, stream),
    logController: new RequestLog(disableRequestLogging ? { disableRequestLogging } : undefined),
    genReqId: () => 'req-1',
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/chatty', async (request) => {
    request.log.warn({ code: 1004 }, 'sold out');
    return { ok: false };
  });
  app.get('/health', async () => ({ ok: true }));
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('writes one line per answered request, with its id, method, path, status and time', async () => {
    const { app, lines } = await appWithLog();
    const reply = await app.inject({ method: 'GET', url: '/quiet' });
    expect(reply.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      service: 'fanpass-api',
      reqId: 'req-1',
      req: { method: 'GET', url: '/quiet' },
      res: { statusCode: 200 },
      msg: 'request completed',
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    await app.close();
  });

  it('binds the request id to what a route logs through request.log', async () => {
    const { app, lines } = await appWithLog();
    await app.inject({ method: 'GET', url: '/chatty' });
    expect(lines.map((line) => line.msg)).toEqual(['sold out', 'request completed']);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'req-1', code: 1004 });
    await app.close();
  });

  it("keeps Fastify's switch for requests that are not logged", async () => {
    const { app, lines } = await appWithLog((request) => request.url === '/health');
    await app.inject({ method: 'GET', url: '/health' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toHaveLength(1);
    await app.close();
  });
});
