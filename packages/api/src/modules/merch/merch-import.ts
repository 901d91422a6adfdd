import { MERCH_ACCESS, MERCH_FULFILMENTS, type MerchAccess, type MerchFulfilment } from '@fanpass/contracts';

/** One variant (size, colour, …) as organisers write it. */
export interface MerchVariantInput {
  code: string;
  label: string;
  stock: number;
}

/** One item as organisers write it (`pnpm ops merch import`). Prices are minor units. */
export interface MerchInput {
  slug: string;
  /** The slug of the event it belongs to, or null for merch sold on its own. */
  event: string | null;
  name: string;
  description: string;
  images: string[];
  price: number;
  currency: string;
  access: MerchAccess;
  desktopOnly: boolean;
  fulfilment: MerchFulfilment;
  pickupDates: string[];
  pickupPlace: string | null;
  perTicketLimit: number;
  orderLimit: number;
  sort: number;
  variants: MerchVariantInput[];
}

type Json = Record<string, unknown>;

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * Reads a merch file: `{ "items": [...] }` or a bare array. Every problem is listed with its
 * place (`items[2].variants[0].stock: …`); nothing is imported unless there are none.
 */
export function parseMerchFile(
  raw: unknown,
  defaults: { currency: string },
): { items: MerchInput[]; problems: string[] } {
  const problems: string[] = [];
  const list = Array.isArray(raw) ? raw : isObject(raw) ? raw.items : undefined;
  if (!Array.isArray(list)) return { items: [], problems: ['the file must be {"items": [...]} or an array of items'] };
  if (list.length === 0) problems.push('items: the file has no items');
  const items: MerchInput[] = [];
  const slugs = new Set<string>();
  list.forEach((value: unknown, index) => {
    const at = `items[${index}]`;
    if (!isObject(value)) {
      problems.push(`${at}: must be an object`);
      return;
    }
    const text = (name: string, max: number, required: boolean): string => {
      const v = value[name];
      if (v === undefined || v === null || v === '') {
        if (required) problems.push(`${at}.${name}: is required`);
        return '';
      }
      if (typeof v !== 'string' || v.trim().length > max) {
        problems.push(`${at}.${name}: must be text of at most ${max} characters`);
        return '';
      }
      return v.trim();
    };
    const int = (name: string, fallback: number | undefined, min: number, max: number): number => {
      const v = value[name];
      if (v === undefined && fallback !== undefined) return fallback;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
        problems.push(`${at}.${name}: must be a whole number from ${min} to ${max}`);
        return fallback ?? 0;
      }
      return v;
    };
    const slug = text('slug', 80, true);
    if (slug && !SLUG.test(slug)) problems.push(`${at}.slug: lower-case letters, digits and dashes only`);
    if (slug && slugs.has(slug)) problems.push(`${at}.slug: ${slug} appears twice in the file`);
    slugs.add(slug);
    const event = value.event === undefined || value.event === null ? null : text('event', 80, false) || null;
    const images = value.images ?? [];
    if (!Array.isArray(images) || images.some((i) => typeof i !== 'string' || i.length > 500)) {
      problems.push(`${at}.images: must be a list of image URLs`);
    }
    const access = (value.access ?? 'public') as MerchAccess;
    if (!MERCH_ACCESS.includes(access)) problems.push(`${at}.access: must be one of ${MERCH_ACCESS.join(', ')}`);
    if (access === 'holders' && !event) problems.push(`${at}.access: a holders-only item needs its event`);
    const fulfilment = (value.fulfilment ?? 'delivery') as MerchFulfilment;
    if (!MERCH_FULFILMENTS.includes(fulfilment)) {
      problems.push(`${at}.fulfilment: must be one of ${MERCH_FULFILMENTS.join(', ')}`);
    }
    const dates = value.pickupDates ?? [];
    const pickupDates: string[] = [];
    if (!Array.isArray(dates)) problems.push(`${at}.pickupDates: must be a list of dates (YYYY-MM-DD)`);
    else {
      dates.forEach((d: unknown, i) => {
        if (typeof d !== 'string' || !isDay(d)) problems.push(`${at}.pickupDates[${i}]: must be a date (YYYY-MM-DD)`);
        else pickupDates.push(d);
      });
    }
    const pickupPlace = text('pickupPlace', 300, false) || null;
    if (fulfilment !== 'delivery') {
      if (pickupDates.length === 0) problems.push(`${at}.pickupDates: pick-up needs at least one date`);
      if (!pickupPlace) problems.push(`${at}.pickupPlace: pick-up needs a place`);
    }
    if (value.desktopOnly !== undefined && typeof value.desktopOnly !== 'boolean') {
      problems.push(`${at}.desktopOnly: must be true or false`);
    }
    const variantList = value.variants;
    const variants: MerchVariantInput[] = [];
    if (!Array.isArray(variantList) || variantList.length === 0) {
      problems.push(`${at}.variants: needs at least one variant ({code, label, stock})`);
    } else {
      const codes = new Set<string>();
      variantList.forEach((v: unknown, i) => {
        const vat = `${at}.variants[${i}]`;
        if (!isObject(v)) {
          problems.push(`${vat}: must be an object`);
          return;
        }
        const code = typeof v.code === 'string' ? v.code.trim() : '';
        if (!CODE.test(code)) problems.push(`${vat}.code: letters, digits, _ and - (at most 40)`);
        else if (codes.has(code)) problems.push(`${vat}.code: ${code} appears twice in this item`);
        codes.add(code);
        const label = typeof v.label === 'string' ? v.label.trim() : '';
        if (!label || label.length > 60) problems.push(`${vat}.label: must be text of 1 to 60 characters`);
        const stock = v.stock;
        if (typeof stock !== 'number' || !Number.isInteger(stock) || stock < 0 || stock > 10_000_000) {
          problems.push(`${vat}.stock: must be a whole number from 0 to 10000000`);
        }
        variants.push({ code, label, stock: typeof stock === 'number' ? stock : 0 });
      });
    }
    items.push({
      slug,
      event,
      name: text('name', 200, true),
      description: text('description', 5000, false),
      images: Array.isArray(images) ? (images as string[]) : [],
      price: int('price', undefined, 0, 1e13),
      currency: text('currency', 3, false) || defaults.currency,
      access,
      desktopOnly: value.desktopOnly === true,
      fulfilment,
      pickupDates,
      pickupPlace,
      perTicketLimit: int('perTicketLimit', 1, 1, 100),
      orderLimit: int('orderLimit', 5, 1, 100),
      sort: int('sort', index, 0, 1_000_000),
      variants,
    });
  });
  return { items, problems };
}
