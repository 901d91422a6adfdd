import { pickupQrText } from '@fanpass/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickupQr } from './PickupQr';

const ORDER_NO = 'M0123456789ABCDEF';
const SECRET = 'ab'.repeat(32);

const secret = vi.hoisted(() => ({ current: { data: undefined as unknown, error: null as unknown } }));
vi.mock('../api/get-pickup-secret', () => ({ usePickupSecret: () => secret.current }));
// jsdom draws no canvas: the QR's text is what the tests read (data-qr).
vi.mock('qrcode', () => ({ default: { toCanvas: () => Promise.resolve() } }));

const qrText = () => screen.getByRole('img', { name: 'Pick-up QR' }).getAttribute('data-qr');

describe('the pick-up QR on the buyer’s order screen', () => {
  // Two seconds into a 30-second step.
  const start = Math.floor(Date.UTC(2026, 10, 1, 12) / 30_000) * 30_000 + 2_000;

  beforeEach(() => {
    vi.useFakeTimers({ now: start, toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('redraws the code from the order’s secret every step, with a countdown, so a screenshot goes stale', () => {
    secret.current = { data: { orderNo: ORDER_NO, secret: SECRET, stepSeconds: 30, status: 'paid' }, error: null };
    render(<PickupQr orderNo={ORDER_NO} initial="FPM2.stale" label="Pick-up QR" />);
    const first = qrText();
    expect(first).toBe(pickupQrText(SECRET, ORDER_NO, start, 30));
    expect(screen.getByTestId('pickup-qr-countdown').textContent).toBe('The code changes in 28 s');

    act(() => {
      vi.advanceTimersByTime(27_000);
    });
    expect(qrText()).toBe(first);
    expect(screen.getByTestId('pickup-qr-countdown').textContent).toBe('The code changes in 1 s');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(qrText()).not.toBe(first);
    expect(qrText()).toBe(pickupQrText(SECRET, ORDER_NO, start + 28_000, 30));
    expect(screen.getByTestId('pickup-qr-countdown').textContent).toBe('The code changes in 30 s');
  });

  it('shows the order’s code of the moment until the secret is there, and says so when it cannot be had', () => {
    secret.current = { data: undefined, error: null };
    const { rerender } = render(<PickupQr orderNo={ORDER_NO} initial="FPM2.fresh" label="Pick-up QR" />);
    expect(qrText()).toBe('FPM2.fresh');
    secret.current = { data: undefined, error: new Error('offline') };
    rerender(<PickupQr orderNo={ORDER_NO} initial="FPM2.fresh" label="Pick-up QR" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'The pick-up code cannot be shown now. Connect to the internet and open this order again.',
    );
  });
});
