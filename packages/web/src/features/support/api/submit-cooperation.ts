import type {
  CooperationEventType,
  CooperationInterest,
  CooperationParticipants,
  EnquiryReceiptView,
} from '@fanpass/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export interface CooperationInput {
  name: string;
  email: string;
  areaCode: string;
  phone: string;
  country: string;
  eventType: CooperationEventType;
  participants: CooperationParticipants;
  interests: CooperationInterest[];
  moreInfo?: string;
  marketingConsent: boolean;
  captcha: string;
}

/** POST /businessCooperation/submit -> the enquiry's reference number. */
export function submitCooperation(input: CooperationInput): Promise<EnquiryReceiptView> {
  return http.post<EnquiryReceiptView>('/businessCooperation/submit', { ...input });
}

export function useSubmitCooperation() {
  return useMutation({ mutationFn: submitCooperation });
}
