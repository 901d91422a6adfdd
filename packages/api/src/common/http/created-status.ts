import type { FastifyReply } from 'fastify';

const created = new WeakSet<object>();

/**
 * Our success is always 200 (the onSend hook turns Nest's 201 into 200); a raw route speaking
 * someone else's protocol (Apple's Wallet web service: 201 = newly registered) keeps its 201.
 */
export function answerCreated(reply: FastifyReply): FastifyReply {
  created.add(reply.raw);
  return reply.code(201);
}

export function keepsCreated(reply: FastifyReply): boolean {
  return created.has(reply.raw);
}
