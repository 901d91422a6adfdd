/** The shapes the cooperation and support form calls answer with. */

/** POST /businessCooperation/submit and /support/submit: the request's reference number. */
export interface EnquiryReceiptView {
  ref: string;
  createdAt: number;
}
