/** What a paid order's receipt says: the e-mail and the payment result page show the same. */
export interface ReceiptView {
  orderNo: string;
  event: {
    id: number;
    slug: string;
    title: string;
    venue: string;
    location: string;
    /** Epoch milliseconds. */
    startsAt: number;
    endsAt: number;
  };
  seats: { area: string; quantity: number }[];
  /** Minor units. */
  amount: number;
  currency: string;
  method: string;
  paymentType: string | null;
  paidAt: number | null;
}
