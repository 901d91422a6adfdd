/** Injection token of the queue's token signer (QueueTokens). */
export const QUEUE_TOKENS = Symbol('QUEUE_TOKENS');
