import type {
  MerchOrderView,
  MerchProductView,
  MerchProgressStep,
  OrderAddressView,
  ShippingAddressView,
} from '@fanpass/contracts';
import type { EventRow } from '../events/index.js';
import type { MerchOrderItem } from './entities/merch-order-item.entity.js';
import type { MerchOrder } from './entities/merch-order.entity.js';
import type { MerchProduct } from './entities/merch-product.entity.js';
import type { MerchVariant } from './entities/merch-variant.entity.js';
import type { ShippingAddress } from './entities/shipping-address.entity.js';

function list(json: string | null): string[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function eventRef(event: Pick<EventRow, 'id' | 'title'> | undefined): { id: number; title: string } | null {
  return event ? { id: event.id, title: event.title } : null;
}

export function productView(
  product: MerchProduct,
  variants: MerchVariant[],
  event: EventRow | undefined,
): MerchProductView {
  const own = variants.filter((v) => v.productId === product.id);
  const views = own.map((v) => ({
    id: v.id,
    code: v.code,
    label: v.label,
    available: Math.max(0, v.stock - v.held - v.sold),
  }));
  const available = views.reduce((sum, v) => sum + v.available, 0);
  return {
    id: product.id,
    slug: product.slug,
    event: eventRef(event),
    name: product.name,
    description: product.description,
    images: list(product.images),
    price: product.price,
    currency: product.currency,
    access: product.access,
    desktopOnly: product.desktopOnly,
    fulfilment: product.fulfilment,
    pickupDates: list(product.pickupDates),
    pickupPlace: product.pickupPlace,
    perTicketLimit: product.perTicketLimit,
    orderLimit: product.orderLimit,
    available,
    soldOut: available === 0,
    variants: views,
  };
}

export function pickupDatesOf(product: MerchProduct): string[] {
  return list(product.pickupDates);
}

export function addressView(a: ShippingAddress): ShippingAddressView {
  return {
    id: a.id,
    recipient: a.recipient,
    areaCode: a.areaCode,
    phone: a.phone,
    country: a.country,
    region: a.region,
    line1: a.line1,
    line2: a.line2,
    postcode: a.postcode,
    isDefault: a.isDefault,
  };
}

/** The timeline: placed, paid, then shipped and delivered or collected; or how the hold ended. */
function progressOf(order: MerchOrder): MerchProgressStep[] {
  const steps: MerchProgressStep[] = [{ step: 'placed', at: order.createdAt }];
  if (order.paidAt) steps.push({ step: 'paid', at: order.paidAt });
  if (order.shippedAt) steps.push({ step: 'shipped', at: order.shippedAt });
  if (order.deliveredAt) steps.push({ step: 'delivered', at: order.deliveredAt });
  if (order.collectedAt) steps.push({ step: 'collected', at: order.collectedAt });
  if (order.endedAt && (order.status === 'expired' || order.status === 'cancelled' || order.status === 'refunded')) {
    steps.push({ step: order.status, at: order.endedAt });
  }
  return steps;
}

export function orderView(
  order: MerchOrder,
  items: MerchOrderItem[],
  products: MerchProduct[],
  variants: MerchVariant[],
  event: EventRow | undefined,
  now: number,
  pickupQr: string | null,
): MerchOrderView {
  return {
    orderNo: order.orderNo,
    status: order.status,
    fulfilment: order.fulfilment,
    event: eventRef(event),
    items: items
      .filter((i) => i.orderId === order.id)
      .map((i) => {
        const product = products.find((p) => p.id === i.productId);
        return {
          productId: i.productId,
          variantId: i.variantId,
          name: product?.name ?? '',
          variantLabel: variants.find((v) => v.id === i.variantId)?.label ?? '',
          image: product ? (list(product.images)[0] ?? null) : null,
          quantity: i.quantity,
          unitPrice: i.unitPrice,
          subtotal: i.unitPrice * i.quantity,
        };
      }),
    quantity: order.quantity,
    total: order.total,
    voucherId: order.voucherId,
    voucherDiscount: order.voucherDiscount,
    fanCoinUsed: order.fanCoinUsed,
    fanCoinDiscount: order.fanCoinDiscount,
    amountDue: order.amountDue,
    currency: order.currency,
    holdMinutes: order.holdMinutes,
    expiresAt: order.expiresAt,
    remainingSeconds: order.status === 'held' ? Math.max(0, Math.ceil((order.expiresAt - now) / 1000)) : 0,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
    address: order.address ? (JSON.parse(order.address) as OrderAddressView) : null,
    pickupDate: order.pickupDate,
    pickupPlace: order.pickupPlace,
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    collectedAt: order.collectedAt,
    progress: progressOf(order),
    pickupQr,
  };
}
