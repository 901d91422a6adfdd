import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints the Stripe provider calls, so its tests
 * run against a real HTTP server speaking Stripe's wire format: form-encoded bodies (`a[b][0]=v`),
 * `Authorization: Bearer <secret key>`, `Idempotency-Key` (a repeated key answers the first
 * answer again; the same key with other parameters is refused, as Stripe does), `expand[]`, and
 * Stripe's error shape. It keeps everything in memory, records every request, and emits the
 * events Stripe would send to a webhook; the helpers below play the fan on Stripe's pages.
 */

type Obj = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Obj;
  /** True when the answer was a replay of an earlier request with the same idempotency key. */
  replayed: boolean;
}

export interface StandInCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** What the bank does with a payment: pay, ask for 3-D Secure, or decline. */
  behaviour?: 'pay' | 'three_d_secure' | 'decline';
}

export interface StripeEventObject {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Obj };
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}

function invalid(message: string, param?: string, code = 'parameter_invalid'): StripeHttpError {
  return new StripeHttpError(400, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });
}

function missing(kind: string, id: string, param = 'id'): StripeHttpError {
  return new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });
}

/** `a[b][0][c]=v` pairs as nested objects and arrays, the way Stripe reads form bodies. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Obj;
    });
  }
  return arrays(root) as Obj;
}

function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Obj).map(([k, v]) => [k, arrays(v)] as const);
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

const now = (): number => Math.floor(Date.now() / 1000);

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  /** Every event Stripe would have sent to the webhook endpoint, oldest first. */
  readonly events: StripeEventObject[] = [];
  readonly customers = new Map<string, Obj>();
  readonly sessions = new Map<string, Obj>();
  readonly intents = new Map<string, Obj>();
  readonly methods = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  private readonly behaviours = new Map<string, StandInCard['behaviour']>();
  private readonly sessionIntentData = new Map<string, Obj>();
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: Obj }>();
  private server!: Server;
  url = '';

  private constructor(readonly secretKey: string) {}

  static async start(secretKey: string): Promise<StripeStandIn> {
    const standIn = new StripeStandIn(secretKey);
    standIn.server = createServer((req, res) => void standIn.handle(req, res));
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
    standIn.url = `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
    return standIn;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The requests to one path (method and path, e.g. 'POST /v1/refunds'). */
  calls(route: string): RecordedRequest[] {
    return this.requests.filter((r) => `${r.method} ${r.path}` === route);
  }

  eventsOf(type: string): StripeEventObject[] {
    return this.events.filter((e) => e.type === type);
  }

  // ---- the fan on Stripe's pages --------------------------------------------------------

  /**
   * The fan pays a Checkout Session on Stripe's page: a payment method, a succeeded intent
   * (kept on the customer when the fan ticks 'save'), the session completed; the events
   * checkout.session.completed and payment_intent.succeeded.
   */
  pay(sessionId: string, card: StandInCard = VISA, options: { save?: boolean } = {}): { session: Obj; intent: Obj } {
    const session = this.sessionOrThrow(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)}`);
    const method = this.createMethod(card, options.save ? (session.customer as string) : null);
    const intent = this.createIntent({
      amount: session.amount_total as number,
      currency: session.currency as string,
      customer: session.customer as string,
      metadata: (this.sessionIntentData.get(sessionId)?.metadata as Obj) ?? {},
      payment_method: method.id,
      status: 'succeeded',
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    this.emit('checkout.session.completed', session);
    this.emit('payment_intent.succeeded', intent);
    return { session: { ...session }, intent: { ...intent } };
  }

  /** The fan's card is declined on Stripe's page: the session stays open for another try. */
  decline(sessionId: string): Obj {
    const session = this.sessionOrThrow(sessionId);
    const method = this.createMethod({ ...VISA, last4: '0002' }, null);
    const intent = this.createIntent({
      amount: session.amount_total as number,
      currency: session.currency as string,
      customer: session.customer as string,
      metadata: (this.sessionIntentData.get(sessionId)?.metadata as Obj) ?? {},
      payment_method: method.id,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
    });
    this.emit('payment_intent.payment_failed', intent);
    return { ...intent };
  }

  /** The session's time runs out at Stripe. */
  expireSession(sessionId: string): Obj {
    const session = this.sessionOrThrow(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${String(session.status)}`);
    session.status = 'expired';
    this.emit('checkout.session.expired', session);
    return { ...session };
  }

  /** A card already kept on a customer (as a remembered card would be). */
  addCard(customerId: string, card: StandInCard = VISA): string {
    if (!this.customers.has(customerId)) throw new Error(`no customer ${customerId}`);
    return this.createMethod(card, customerId).id as string;
  }

  /** The 3-D Secure page: the fan authenticates, the intent succeeds. */
  authenticate(intentId: string): Obj {
    const intent = this.intents.get(intentId);
    if (!intent || intent.status !== 'requires_action') throw new Error(`intent ${intentId} awaits no action`);
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
    this.emit('payment_intent.succeeded', intent);
    return { ...intent };
  }

  // ---- the HTTP side ----------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const body =
      method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(Buffer.concat(chunks).toString());
    const rawKey = req.headers['idempotency-key'];
    const key = typeof rawKey === 'string' ? rawKey : null;
    const record: RecordedRequest = { method, path: url.pathname, idempotencyKey: key, body, replayed: false };
    this.requests.push(record);

    let status = 200;
    let answer: Obj;
    const fingerprint = JSON.stringify([method, url.pathname, body]);
    const earlier = key && method === 'POST' ? this.idempotent.get(key) : undefined;
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      status = 401;
      answer = { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } };
    } else if (earlier && earlier.fingerprint !== fingerprint) {
      status = 400;
      answer = {
        error: {
          type: 'idempotency_error',
          message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        },
      };
    } else if (earlier) {
      record.replayed = true;
      status = earlier.status;
      answer = earlier.body;
    } else {
      try {
        answer = this.route(method, url.pathname, body, key);
      } catch (error) {
        if (!(error instanceof StripeHttpError)) throw error;
        status = error.status;
        answer = { error: error.body };
      }
      if (key && method === 'POST') this.idempotent.set(key, { fingerprint, status, body: answer });
    }
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
      ...(key ? { 'idempotency-key': key } : {}),
      ...(record.replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(answer));
  }

  private route(method: string, path: string, body: Obj, key: string | null): Obj {
    const parts = path.split('/').filter(Boolean); // ['v1', ...]
    const [, resource, id, action] = parts;
    const expand = (Array.isArray(body.expand) ? body.expand : []) as string[];
    if (resource === 'customers' && method === 'POST' && !id) return this.createCustomer(body);
    if (resource === 'checkout' && id === 'sessions') {
      const sessionId = parts[3];
      const verb = parts[4];
      if (method === 'POST' && !sessionId) return this.createSession(body);
      if (method === 'GET' && !sessionId) {
        const data = [...this.sessions.values()]
          .filter((s) => s.customer === body.customer)
          .sort((a, b) => (b.created as number) - (a.created as number));
        return { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' };
      }
      if (method === 'GET' && sessionId && !verb) return this.expanded(this.sessionOrThrow(sessionId), expand);
      if (method === 'POST' && sessionId && verb === 'expire') return this.expireOpenSession(sessionId);
    }
    if (resource === 'payment_intents') {
      if (method === 'GET' && id === 'search') return this.searchIntents(String(body.query ?? ''));
      if (method === 'POST' && !id) return this.confirmIntent(body, key);
      if (method === 'GET' && id && !action) return this.expanded(this.intentOrThrow(id), expand);
      if (method === 'POST' && id && action === 'cancel') return this.cancelIntent(id);
    }
    if (resource === 'refunds') {
      if (method === 'POST' && !id) return this.createRefund(body);
      if (method === 'GET' && !id) {
        const data = [...this.refunds.values()].filter((r) => r.payment_intent === body.payment_intent);
        return { object: 'list', data, has_more: false, url: '/v1/refunds' };
      }
    }
    if (resource === 'payment_methods' && id) {
      const pm = this.methods.get(id);
      if (!pm) throw missing('PaymentMethod', id);
      if (method === 'GET' && !action) return { ...pm };
      if (method === 'POST' && action === 'detach') {
        if (!pm.customer) {
          throw invalid(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
            undefined,
            'payment_method_unexpected_state',
          );
        }
        pm.customer = null;
        this.emit('payment_method.detached', pm);
        return { ...pm };
      }
    }
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  private createCustomer(body: Obj): Obj {
    const customer = {
      id: this.newId('cus'),
      object: 'customer',
      email: body.email ?? null,
      metadata: body.metadata ?? {},
    };
    this.customers.set(customer.id, customer);
    return { ...customer };
  }

  private createSession(body: Obj): Obj {
    if (body.mode !== 'payment') throw invalid('mode must be payment here', 'mode');
    const customer = body.customer as string | undefined;
    if (customer && !this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const items = body.line_items as Obj[] | undefined;
    const price = items?.[0]?.price_data as Obj | undefined;
    const unitAmount = Number(price?.unit_amount);
    const quantity = Number(items?.[0]?.quantity ?? 1);
    if (!price || !Number.isInteger(unitAmount) || unitAmount <= 0) {
      throw invalid(
        'line_items[0][price_data][unit_amount] must be a positive integer',
        'line_items[0][price_data][unit_amount]',
      );
    }
    for (const field of ['success_url', 'cancel_url']) {
      if (typeof body[field] !== 'string' || !/^https?:\/\//.test(body[field]))
        throw invalid(`Not a valid URL`, field, 'url_invalid');
    }
    const expiresAt = Number(body.expires_at ?? now() + 24 * 3600);
    if (expiresAt < now() + 30 * 60 || expiresAt > now() + 24 * 3600) {
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from now.', 'expires_at');
    }
    const id = this.newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.url}/c/pay/${id}`,
      amount_total: unitAmount * quantity,
      currency: String(price.currency),
      customer: customer ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      payment_intent: null,
      allowed_payment_method_types: body.allowed_payment_method_types ?? null,
      payment_method_options: body.payment_method_options ?? null,
      saved_payment_method_options: body.saved_payment_method_options ?? null,
      locale: body.locale ?? null,
      expires_at: expiresAt,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      created: now(),
      livemode: false,
    };
    this.sessions.set(id, session);
    this.sessionIntentData.set(id, (body.payment_intent_data as Obj | undefined) ?? {});
    return { ...session };
  }

  private expireOpenSession(id: string): Obj {
    const session = this.sessionOrThrow(id);
    if (session.status !== 'open') {
      throw invalid(
        `This Checkout Session is ${String(session.status)} and can no longer be expired.`,
        undefined,
        'checkout_session_not_open',
      );
    }
    return this.expireSession(id);
  }

  /** A payment intent for a remembered card, confirmed at once (the only way the provider makes one). */
  private confirmIntent(body: Obj, key: string | null): Obj {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0) throw invalid('amount must be a positive integer', 'amount');
    const customer = String(body.customer ?? '');
    if (!this.customers.has(customer)) throw missing('customer', customer, 'customer');
    const pmId = String(body.payment_method ?? '');
    const pm = this.methods.get(pmId);
    if (!pm) throw missing('payment_method', pmId, 'payment_method');
    if (pm.customer !== customer) {
      throw invalid(
        `The provided PaymentMethod belongs to another customer or none.`,
        'payment_method',
        'payment_method_unexpected_state',
      );
    }
    if (body.confirm !== 'true' || typeof body.return_url !== 'string')
      throw invalid('confirm with a return_url', 'return_url');
    const behaviour = this.behaviours.get(pmId) ?? 'pay';
    const base = {
      amount,
      currency: String(body.currency),
      customer,
      metadata: (body.metadata as Obj) ?? {},
      payment_method: pmId,
    };
    if (behaviour === 'decline') {
      const intent = this.createIntent({
        ...base,
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      });
      this.emit('payment_intent.payment_failed', intent, key);
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_intent: { ...intent },
      });
    }
    if (behaviour === 'three_d_secure') {
      const intent = this.createIntent({ ...base, status: 'requires_action' });
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${this.url}/3ds/${String(intent.id)}`, return_url: body.return_url },
      };
      return { ...intent };
    }
    const intent = this.createIntent({ ...base, status: 'succeeded' });
    this.emit('payment_intent.succeeded', intent, key);
    return { ...intent };
  }

  private cancelIntent(id: string): Obj {
    const intent = this.intentOrThrow(id);
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
      throw invalid(
        `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    intent.status = 'canceled';
    this.emit('payment_intent.canceled', intent);
    return { ...intent };
  }

  private searchIntents(query: string): Obj {
    const match = /^metadata\['paymentNo'\]:'([^']*)'$/.exec(query);
    if (!match) throw invalid('This stand-in searches by metadata paymentNo only', 'query');
    const data = [...this.intents.values()].filter((i) => (i.metadata as Obj).paymentNo === match[1]);
    return { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' };
  }

  private createRefund(body: Obj): Obj {
    const intentId = String(body.payment_intent ?? '');
    const intent = this.intents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded')
      throw invalid('This PaymentIntent has no successful charge to refund.', 'payment_intent');
    const refunded = [...this.refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + (r.amount as number), 0);
    const left = (intent.amount_received as number) - refunded;
    if (left <= 0)
      throw invalid(`Charge for ${intentId} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      throw invalid(
        `Refund amount (${String(body.amount)}) is greater than unrefunded amount on charge (${left})`,
        'amount',
      );
    }
    const refund = {
      id: this.newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
    };
    this.refunds.set(refund.id, refund);
    return { ...refund };
  }

  // ---- helpers ----------------------------------------------------------------------------

  private createMethod(card: StandInCard, customer: string | null): Obj {
    const pm = {
      id: this.newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        funding: 'credit',
      },
    };
    this.methods.set(pm.id, pm);
    this.behaviours.set(pm.id, card.behaviour ?? 'pay');
    return pm;
  }

  private createIntent(values: Obj): Obj {
    const intent: Obj = {
      id: this.newId('pi'),
      object: 'payment_intent',
      amount_received: values.status === 'succeeded' ? values.amount : 0,
      last_payment_error: null,
      next_action: null,
      created: now(),
      livemode: false,
      ...values,
    };
    this.intents.set(intent.id as string, intent);
    return intent;
  }

  /** A copy with the asked `expand` paths (e.g. payment_intent.payment_method) replaced by their objects. */
  private expanded(object: Obj, expand: string[]): Obj {
    const copy: Obj = { ...object };
    for (const path of expand) {
      const [head, ...rest] = path.split('.');
      const value = copy[head!];
      if (typeof value !== 'string') continue;
      const found = this.intents.get(value) ?? this.methods.get(value) ?? this.customers.get(value);
      if (found) copy[head!] = rest.length ? this.expanded(found, [rest.join('.')]) : { ...found };
    }
    return copy;
  }

  private sessionOrThrow(id: string): Obj {
    const session = this.sessions.get(id);
    if (!session) throw missing('checkout.session', id);
    return session;
  }

  private intentOrThrow(id: string): Obj {
    const intent = this.intents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return intent;
  }

  private emit(type: string, object: Obj, idempotencyKey: string | null = null): void {
    this.events.push({
      id: this.newId('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      request: { id: null, idempotency_key: idempotencyKey },
      data: { object: structuredClone(object) },
    });
  }

  private newId(prefix: string): string {
    return `${prefix}_${randomBytes(12).toString('hex')}`;
  }
}

export const VISA: StandInCard = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
export const MASTERCARD: StandInCard = { brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 };
