import type { EnquiryReceiptView, SupportIssueType } from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface SupportInput {
  issueType: SupportIssueType;
  issueText: string;
  email: string;
  areaCode?: string;
  phone?: string;
  /** One image as a data URL. */
  attachment?: string;
  captcha: string;
}

/** POST /support/submit -> the request's reference number. */
export function submitSupport(input: SupportInput): Promise<EnquiryReceiptView> {
  return http.post<EnquiryReceiptView>('/support/submit', { ...input });
}

export function useSubmitSupport() {
  return useMutation({ mutationFn: submitSupport });
}
