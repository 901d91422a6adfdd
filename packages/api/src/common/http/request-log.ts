import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * The request log (docs/operations.md, "Health and logs"): one line per request, written when it
 * is answered through the request's own logger (Fastify's pino child, its id bound), with the
 * method, path, client address, status and time. Fastify's default controller writes two, one on
 * arrival and one on the answer; the first says nothing the answer's line cannot, so it goes. A
 * failed answer keeps Fastify's `request errored` line at `error`.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
