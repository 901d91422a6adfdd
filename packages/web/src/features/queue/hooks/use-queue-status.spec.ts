import type { QueueStatusView } from '@fanpass/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAdmission } from '../../../lib/queue-admission';
import { getQueueStatus } from '../api/get-queue-status';
import { useQueueStatus } from './use-queue-status';

vi.mock('../api/get-queue-status', () => ({ getQueueStatus: vi.fn() }));

const asked = vi.mocked(getQueueStatus);

function status(over: Partial<QueueStatusView>): QueueStatusView {
  return {
    eventId: 7,
    state: 'waiting',
    code: 'abc',
    position: 120,
    ahead: 119,
    total: 500,
    admitted: 0,
    ratePerMinute: 60,
    etaSeconds: 120,
    retryAfterMs: 8_000,
    saleStartsAt: 0,
    admission: null,
    admissionIndex: null,
    arrival: 3,
    ...over,
  };
}

async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useQueueStatus', () => {
  // No stream here (as behind a proxy that buffers): the screen asks in turn.
  const stream = vi.fn(() => Promise.reject(new Error('no stream')));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', stream);
    asked.mockResolvedValue(status({ retryAfterMs: 20_000, ahead: 100 }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    stream.mockClear();
    asked.mockReset();
  });

  it('waits the join answer’s retryAfterMs before asking again, then goes at the pace each answer sets', async () => {
    // As the screen keeps it: one object, set once by the join.
    const joined = status({ retryAfterMs: 8_000 });
    const { result } = renderHook(() => useQueueStatus(7, 'place-token', joined));
    expect(result.current.status?.ahead).toBe(119);
    expect(result.current.firstAhead).toBe(120);
    await advance(7_999);
    expect(stream).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
    await advance(1);
    expect(stream).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(result.current.status?.ahead).toBe(100);
    // The next answer said 20 s: not a moment sooner.
    await advance(19_999);
    expect(asked).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('asks nothing after a join that answered a final state, and keeps the admission it carried', async () => {
    const admission = { token: 'admission-token', expiresAt: Date.now() + 120_000 };
    const joined = status({ state: 'admitted', admission, retryAfterMs: 120_000 });
    const { result } = renderHook(() => useQueueStatus(7, 'place-token', joined));
    expect(loadAdmission(7)?.token).toBe('admission-token');
    await advance(300_000);
    expect(stream).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
    expect(result.current.status?.state).toBe('admitted');
  });

  it('asks at once for a place without a fresh answer (after a reload)', async () => {
    const { result } = renderHook(() => useQueueStatus(7, 'place-token', null));
    await advance(0);
    expect(stream).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(result.current.status?.ahead).toBe(100);
  });
});
