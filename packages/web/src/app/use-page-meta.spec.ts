import { renderHook } from '@testing-library/react';
import { ROUTES } from '@fanpass/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useDocumentTitle } from '../lib/page-title';
import { usePageMeta } from './use-page-meta';

describe('page meta', () => {
  it('titles the document after the route, or after what the screen names itself while it is shown', async () => {
    vi.useFakeTimers();
    try {
      const meta = renderHook(({ path }: { path: string }) => usePageMeta(path), {
        initialProps: { path: ROUTES.ticketDetail as string },
      });
      await vi.advanceTimersByTimeAsync(100);
      expect(document.title).toBe('Ticket · Fanpass');

      const screen = renderHook(({ title }: { title: string | null }) => useDocumentTitle(title), {
        initialProps: { title: null as string | null },
      });
      screen.rerender({ title: 'Summer Live Concert' });
      await vi.advanceTimersByTimeAsync(100);
      expect(document.title).toBe('Summer Live Concert · Fanpass');

      screen.unmount();
      meta.rerender({ path: ROUTES.homeEvents });
      await vi.advanceTimersByTimeAsync(100);
      expect(document.title).toBe('Events · Fanpass');
    } finally {
      vi.useRealTimers();
    }
  });
});
