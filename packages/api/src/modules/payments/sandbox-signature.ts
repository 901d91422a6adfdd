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
