import { CARD_TYPES, type Language, PAYMENT_TYPES, translate } from '@fanpass/contracts';
import { createHash } from 'node:crypto';

const SANDBOX_PAGE_STYLE = `
body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:480px;margin-inline:auto;color:#222;background:#f6f6f8}
h1{font-size:1.2rem}.amount{font-size:1.5rem;font-weight:600}label{display:block;margin:10px 0;font-size:.9rem}
input,select{display:block;width:100%;box-sizing:border-box;padding:10px;font-size:1rem;margin-top:4px;border:1px solid #ccc;border-radius:8px}
.types{display:grid;grid-template-columns:1fr 1fr;gap:4px}.type input,.check input{display:inline;width:auto}
.row{display:grid;grid-template-columns:1fr 1fr;gap:8px}.pay{width:100%;padding:14px;font-size:1rem;border:0;border-radius:8px;background:#5b3df5;color:#fff;margin-top:8px}
.testmode{background:#fff3cd;color:#664d03;border:1px solid #ffe69c;border-radius:8px;padding:8px;font-weight:600;text-align:center}
.errors{color:#b00020;padding-left:20px}.hint{color:#666;font-size:.8rem}fieldset{border:1px solid #ddd;border-radius:8px}
`;

/**
 * The page's own Content-Security-Policy: nothing but its one inline style (allowed by its
 * hash), images from here, the form posting back here, and never framed. No script at all.
 */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(SANDBOX_PAGE_STYLE, 'utf8').digest('base64')}'`,
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"'`=/]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface SandboxPageModel {
  lang: Language;
  paymentNo: string;
  /** Binds the form to this payment's page (sandboxFormToken). */
  formToken: string;
  orderNo: string;
  amount: number;
  currency: string;
  paymentType: string;
  savedCardLast4: string | null;
  /** Where the browser returns when the page is done (the purpose's result page). */
  returnUrl: string | null;
  /** Field values to show again after a refused submit (never the card number or CVC). */
  values: Record<string, string>;
  errors: { field: string; message: string }[];
  closed: boolean;
}

function formatMinor(amount: number, currency: string): string {
  const whole = Math.trunc(amount / 100);
  const cents = String(Math.abs(amount % 100)).padStart(2, '0');
  return `${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents} ${currency}`;
}

/** The page a form that this payment's page did not render gets (403). */
export function renderSandboxRefusal(lang: Language): string {
  const t = (key: string) => escapeHtml(translate(key, lang));
  return `<!doctype html>
<html lang="${escapeHtml(lang.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('sandbox.title')}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head><body>
<p class="testmode" role="note">${t('payments.testMode')}</p>
<h1>${t('sandbox.title')}</h1>
<p class="errors" role="alert">${t('sandbox.formInvalid')}</p>
</body></html>`;
}

/** The sandbox provider's hosted payment page: mobile friendly, every value escaped. */
export function renderSandboxPage(model: SandboxPageModel): string {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    escapeHtml(translate(key, model.lang, params));
  const v = (name: string) => escapeHtml(model.values[name] ?? '');
  const chosen = model.values.paymentType || model.paymentType;
  const types = PAYMENT_TYPES.map(
    (type) =>
      `<label class="type"><input type="radio" name="paymentType" value="${escapeHtml(type)}"${type === chosen ? ' checked' : ''}> ${escapeHtml(type)}</label>`,
  ).join('');
  const cardTypes = CARD_TYPES.map(
    (type) =>
      `<option value="${escapeHtml(type)}"${(model.values.cardType || chosen) === type ? ' selected' : ''}>${escapeHtml(type)}</option>`,
  ).join('');
  const errors = model.errors.length
    ? `<ul class="errors" role="alert">${model.errors.map((e) => `<li data-field="${escapeHtml(e.field)}">${escapeHtml(e.message)}</li>`).join('')}</ul>`
    : '';
  const saved = model.savedCardLast4
    ? `<button type="submit" name="useSavedCard" value="1" class="pay">${t('sandbox.savedCard', { last4: model.savedCardLast4 })}</button><hr>`
    : '';
  const body = model.closed
    ? `<p class="closed">${t('payments.closed')}</p>`
    : `${errors}<form method="post" action="/sandbox-pay/${encodeURIComponent(model.paymentNo)}?lang=${escapeHtml(model.lang)}">
<input type="hidden" name="formToken" value="${escapeHtml(model.formToken)}">
${saved}<fieldset><legend>${t('sandbox.paymentType')}</legend><div class="types">${types}</div></fieldset>
<label>${t('sandbox.cardHolder')}<input name="cardHolder" autocomplete="cc-name" maxlength="50" value="${v('cardHolder')}"></label>
<label>${t('sandbox.cardNumber')}<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="20"></label>
<div class="row"><label>${t('sandbox.expiry')}<input name="expiry" placeholder="MM/YY" autocomplete="cc-exp" maxlength="5" value="${v('expiry')}"></label>
<label>${t('sandbox.cvc')}<input name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4"></label></div>
<label>${t('sandbox.cardType')}<select name="cardType"><option value=""></option>${cardTypes}</select></label>
<label class="check"><input type="checkbox" name="rememberCard" value="1"${model.values.rememberCard ? ' checked' : ''}> ${t('sandbox.rememberCard')}</label>
<button type="submit" class="pay">${t('sandbox.pay')}</button>
<p class="hint">${t('sandbox.testCards')}</p>
</form>`;
  return `<!doctype html>
<html lang="${escapeHtml(model.lang.replace('_', '-'))}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('sandbox.title')}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head><body>
<p class="testmode" role="note">${t('payments.testMode')}</p>
<h1>${t('sandbox.title')}</h1>
<p>${t('sandbox.amount')}: <span class="amount">${escapeHtml(formatMinor(model.amount, model.currency))}</span></p>
<p class="order">${escapeHtml(model.orderNo)}</p>
${body}
</body></html>`;
}
