import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the 60 seconds of a code resend down to zero, then allows a resend', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ deadline: Date.now() + 60_000 });
    expect(result.current).toBe(60);
    advance(30_000);
    expect(result.current).toBe(30);
    advance(30_000);
    expect(result.current).toBe(0);
  });

  it('starts over when the server asks for a longer wait', () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: Date.now() + 60_000 },
    });
    advance(50_000);
    expect(result.current).toBe(10);
    rerender({ deadline: Date.now() + 45_000 });
    expect(result.current).toBe(45);
  });

  it('counts a hold down from when its remaining seconds arrived, to zero and no further', () => {
    const receivedAt = Date.now();
    advance(2_000);
    const { result } = renderHook(() => useCountdown(receivedAt + 180_000));
    expect(result.current).toBe(178);
    advance(178_000);
    expect(result.current).toBe(0);
    advance(5_000);
    expect(result.current).toBe(0);
  });
});
