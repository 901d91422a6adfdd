/** Injection token of the payment provider. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface CreatePaymentInput {
  paymentNo: string;
  orderNo: string;
  amount: number;
  currency: string;
  method: string;
  paymentType: string | null;
  /** A remembered card's provider token. */
  cardToken: string | null;
  /** This service's public base URL (where the provider calls back and the browser returns). */
  baseUrl: string;
}

/** A card the provider tokenised when the fan asked to remember it. */
export interface ProviderCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A callback whose signature checked out. */
export interface VerifiedCallback {
  paymentNo: string;
  txnId: string;
  result: 'succeeded' | 'declined';
  amount: number;
  currency: string;
  /** Present when the fan asked to remember the card. */
  card: ProviderCard | null;
}

/**
 * What every payment provider does: start a payment (a page to send the browser to), verify
 * its asynchronous callback, and refund. The sandbox implements it now; real providers and the
 * wallet plug in as more methods behind the same interface.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<{ redirectUrl: string }>;
  /** Throws PAYMENT_CALLBACK_INVALID unless the body carries the provider's valid signature. */
  verifyCallback(headers: Record<string, string | string[] | undefined>, body: unknown): VerifiedCallback;
  refund(txnId: string, amount: number): Promise<void>;
}
