import type {
  ConsoleEnquiryCloseBody,
  ConsoleEnquiryFilter,
  ConsoleEnquiryPageView,
  ConsoleEnquiryView,
} from '@fanpass/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

/** GET /console/support: the inbox, newest first, a page at a time. */
export function enquiriesQuery(filter: ConsoleEnquiryFilter, page: number) {
  return queryOptions({
    queryKey: ['console', 'support', 'list', filter, page],
    queryFn: () => http.get<ConsoleEnquiryPageView>('/console/support', { ...filter, page }),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiries(filter: ConsoleEnquiryFilter, page: number) {
  return useQuery(enquiriesQuery(filter, page));
}

/** GET /console/support/detail: every field of one enquiry. */
export function enquiryQuery(ref: string) {
  return queryOptions({
    queryKey: ['console', 'support', 'detail', ref],
    queryFn: () => http.get<ConsoleEnquiryView>('/console/support/detail', { ref }),
  });
}

export function useEnquiry(ref: string) {
  return useQuery(enquiryQuery(ref));
}

/** POST /console/support/close: answers the closed enquiry; the inbox is read again. */
export function useCloseEnquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleEnquiryCloseBody) => http.post<ConsoleEnquiryView>('/console/support/close', { ...body }),
    onSuccess: (enquiry) => {
      client.setQueryData(enquiryQuery(enquiry.ref).queryKey, enquiry);
      void client.invalidateQueries({ queryKey: ['console', 'support', 'list'] });
    },
  });
}
