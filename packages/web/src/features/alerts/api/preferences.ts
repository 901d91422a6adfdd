import type { AlertChannel, AlertKind, AlertPreferenceView } from '@fanpass/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

const preferencesQueryKey = ['alerts', 'preferences'] as const;

/** GET /alerts/preferences: every kind and channel I can choose, with my choice or the default. */
export function usePreferences() {
  return useQuery({
    queryKey: preferencesQueryKey,
    queryFn: () => http.get<AlertPreferenceView[]>('/alerts/preferences'),
  });
}

/** POST /alerts/preferences: one kind on one channel on or off; answers every preference. */
export function useSetPreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: AlertKind; channel: AlertChannel; enabled: boolean }) =>
      http.post<AlertPreferenceView[]>('/alerts/preferences', input),
    onSuccess: (cells) => client.setQueryData(preferencesQueryKey, cells),
  });
}
