import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { clientConfigQueryOptions } from '../lib/api/get-client-config';

/** The public site URL once known: undefined while loading, null when not configured (or unknown). */
let publicSiteUrl: string | null | undefined;
const listeners = new Set<() => void>();

export function setPublicSiteUrl(value: string | null): void {
  publicSiteUrl = value;
  for (const listener of [...listeners]) listener();
}

export function getPublicSiteUrl(): string | null | undefined {
  return publicSiteUrl;
}

export async function loadClientConfig(queryClient: QueryClient): Promise<void> {
  try {
    const config = await queryClient.fetchQuery(clientConfigQueryOptions());
    setPublicSiteUrl(config.publicSiteUrl || null);
  } catch {
    // Repair mode or a failure: the client already acted on it; show the SPA's own layout.
    setPublicSiteUrl(null);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePublicSiteUrl(): string | null | undefined {
  return useSyncExternalStore(subscribe, getPublicSiteUrl, getPublicSiteUrl);
}
