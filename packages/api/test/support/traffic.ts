import { DEV_SIGNING_KEY, REPLY_CODES, signatureHeaders } from '@fanpass/contracts';
export interface Fan {
  token: string;
  uuid: string;
}

/** A signed call to a running server (as our client signs), answering the envelope or null when the server is gone. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
  fan?: Fan,
): Promise<{ status: number; code: number; data: Record<string, unknown> } | null> {
  const headers = signatureHeaders({ platform: 'H5', key: DEV_SIGNING_KEY }, params as Record<string, string>);
  if (fan) Object.assign(headers, { token: fan.token, uuid: fan.uuid });
  const qs = method === 'GET' ? `?${new URLSearchParams(params as Record<string, string>).toString()}` : '';
  try {
    const res = await fetch(`${base}${path}${qs}`, {
      method,
      headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
      body: method === 'POST' ? JSON.stringify(params) : undefined,
    });
    const body = (await res.json()) as { code: number; data: Record<string, unknown> };
    return { status: res.status, code: body.code, data: body.data };
  } catch {
    return null;
  }
}

/** The form token of a hosted page (the hidden field its form posts back), or null on a closed page. */
export function formTokenOf(html: string): string | null {
  return /name="formToken" value="([0-9a-f]+)"/.exec(html)?.[1] ?? null;
}

/** Posts a hosted page's form (url-encoded, as a browser does); the redirect is not followed. */
export function postForm(pageUrl: string, form: Record<string, string>): Promise<Response> {
  return fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
}

/** The sandbox's hosted page as a browser uses it: open it, then post its form with the page's token. */
export async function submitHostedPage(pageUrl: string, form: Record<string, string>): Promise<Response> {
  const formToken = formTokenOf(await (await fetch(pageUrl)).text()) ?? '';
  return postForm(pageUrl, { formToken, ...form });
}

/** A test card on the hosted page; the status of the answer, or null when the server is gone. */
export async function payOnPage(pageUrl: string, cardNumber: string): Promise<number | null> {
  try {
    const form = { paymentType: 'visa', cardHolder: 'Crash Test', cardNumber, expiry: '12/30', cvc: '123' };
    return (await submitHostedPage(pageUrl, { ...form, cardType: 'visa' })).status;
  } catch {
    return null;
  }
}

/**
 * One fan's purchase: hold seats, start a card payment and pay on the hosted page (sometimes
 * twice at once), or cancel. Every step may meet a dead server; it just stops.
 */
export async function purchase(base: string, fan: Fan, eventId: number, typeIds: number[], i: number): Promise<void> {
  const items = typeIds.map((ticketTypeId, k) => ({ ticketTypeId, quantity: (i + k) % 2 === 0 ? 1 : 2 }));
  const order = await call(base, 'POST', '/fanapih5/order/create', { eventId, items }, fan);
  if (!order || order.code !== REPLY_CODES.SUCCESS.code) return;
  const orderNo = order.data.orderNo as string;
  if (i % 5 === 4) {
    await call(base, 'POST', '/fanapih5/order/cancel', { orderNo }, fan);
    return;
  }
  const payment = await call(
    base,
    'POST',
    '/fanapih5/payment/create',
    { orderNo, method: 'card', paymentType: 'visa' },
    fan,
  );
  if (!payment || payment.code !== REPLY_CODES.SUCCESS.code) return;
  // Every fan pays on the hosted page, as a browser does: the sandbox records the charge, then
  // calls back itself (a charge it made is one it can refund). Some double-click the pay button.
  const page = payment.data.redirectUrl as string;
  const card = i % 7 === 3 ? '4000000000000002' : '4242424242424242';
  await Promise.all([payOnPage(page, card), i % 3 === 0 ? payOnPage(page, card) : null]);
}
