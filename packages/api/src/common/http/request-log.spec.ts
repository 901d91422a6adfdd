import { REPLY_CODES } from '@fanpass/contracts';
import { describe, expect, it } from '@jest/globals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { RequestLog, RequestLogger, requestLoggerFactory } from './request-log.js';

/** A pino logger writing to memory, synchronously, with the app's base fields. */
function memoryLogger(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level, base: { service: 'fanpass-api' }, timestamp: false }, stream);
  return { logger, lines, text: () => lines.map((line) => JSON.stringify(line)) };
}

function answered(log: RequestLogger, id = 'req-1') {
  const request = { id, log, method: 'POST', url: '/fanapih5/order/create' } as unknown as FastifyRequest;
  const reply = { log, statusCode: 200, elapsedTime: 1.5 } as unknown as FastifyReply;
  return { request, reply };
}

describe('RequestLogger', () => {
  it('makes no child for a request that only gets its request line, and writes that line as a child would', () => {
    const mine = memoryLogger();
    let children = 0;
    const child = mine.logger.child.bind(mine.logger);
    mine.logger.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof child;
    const log = requestLoggerFactory(mine.logger, { reqId: 'req-1' }, {}) as RequestLogger;
    const { request, reply } = answered(log);
    new RequestLog().requestCompleted(null, request, reply);
    expect(children).toBe(0);

    // The same line through a real child, as Fastify's own factory would make it.
    const theirs = memoryLogger();
    theirs.logger
      .child({ reqId: 'req-1' })
      .info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    expect(mine.text()).toEqual(theirs.text());
    expect(Object.keys(mine.lines[0]!)).toEqual(['level', 'service', 'reqId', 'req', 'res', 'responseTime', 'msg']);
  });

  it('binds the request id to what is logged through request.log, making the child once', () => {
    const { logger, lines } = memoryLogger();
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof child;
    const log = new RequestLogger(logger, { reqId: 'req-7' }, {});
    log.warn({ code: REPLY_CODES.TICKETS_SOLD_OUT.code }, 'sold out');
    log.error(new Error('broken'));
    expect(children).toBe(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      reqId: 'req-7',
      code: REPLY_CODES.TICKETS_SOLD_OUT.code,
      msg: 'sold out',
    });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'req-7', msg: 'broken', err: { message: 'broken' } });
    expect(log.child({ part: 'x' })).toBeDefined();
  });

  it('writes nothing and makes no child below the level, and keeps a route level of its own', () => {
    const { logger, lines } = memoryLogger('warn');
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof child;
    const quiet = new RequestLogger(logger, { reqId: 'req-2' }, {});
    quiet.info('hidden');
    quiet.debug('hidden');
    expect(children).toBe(0);
    expect(quiet.level).toBe('warn');

    const chatty = new RequestLogger(logger, { reqId: 'req-3' }, { level: 'debug' });
    expect(chatty.plain).toBe(false);
    chatty.debug('shown');
    expect(chatty.level).toBe('debug');
    expect(lines).toEqual([expect.objectContaining({ level: 20, reqId: 'req-3', msg: 'shown' })]);
    // A route with a level of its own keeps Fastify's request line through its child.
    const { request, reply } = answered(chatty, 'req-3');
    new RequestLog().requestCompleted(null, request, reply);
    expect(lines[1]).toMatchObject({ level: 30, reqId: 'req-3', msg: 'request completed' });
  });
});
