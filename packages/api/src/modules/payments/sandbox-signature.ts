import { createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a sandbox callback, in the order they are signed. */
export interface SandboxCallbackBody {
  paymentNo: string;
  txnId: string;
  result: 'succeeded' | 'declined';
  amount: number;
  currency: string;
  paymentType: string;
  card: { token: string; brand: string; last4: string; expMonth: number; expYear: number } | null;
  sentAt: number;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

function canonical(body: SandboxCallbackBody): string {
  const card = body.card;
  return [
    body.paymentNo,
    body.txnId,
    body.result,
    body.amount,
    body.currency,
    body.paymentType,
    card?.token ?? '',
    card?.brand ?? '',
    card?.last4 ?? '',
    card?.expMonth ?? '',
    card?.expYear ?? '',
    body.sentAt,
  ].join('|');
}

/** HMAC-SHA256 (hex) of the callback's canonical text with the sandbox secret. */
export function signSandboxCallback(body: SandboxCallbackBody, secret: string): string {
  return createHmac('sha256', secret).update(canonical(body)).digest('hex');
}

/** Constant-time check of a callback signature. */
export function verifySandboxSignature(body: SandboxCallbackBody, signature: string, secret: string): boolean {
  const expected = Buffer.from(signSandboxCallback(body, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A callback signed longer ago than this (or ahead by as much) is refused as a replay. */
export const SANDBOX_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

/**
 * The hosted page's form token: binds a form to the payment whose page rendered it, so the
 * page answers only its own form (a POST built elsewhere, or for another payment, is refused).
 */
export function sandboxFormToken(paymentNo: string, secret: string): string {
  return createHmac('sha256', secret).update(`form|${paymentNo}`).digest('hex');
}

export function verifySandboxFormToken(paymentNo: string, token: string, secret: string): boolean {
  const expected = Buffer.from(sandboxFormToken(paymentNo, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
