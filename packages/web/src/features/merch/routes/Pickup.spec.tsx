import type { PickupScanView } from '@fanpass/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pickup } from './Pickup';

const scan: PickupScanView = {
  result: 'collected',
  orderNo: 'M0123456789ABCDEF',
  items: [{ name: 'Official Lightstick', variantLabel: 'Standard', quantity: 1 }],
  pickupDate: '2026-12-14',
  collectedAt: 1_790_000_000_000,
  buyerName: 'Lin Mei',
};

vi.mock('../api/redeem-pickup', () => ({
  useRedeemPickup: () => ({
    isPending: false,
    mutate: (_qr: string, handlers: { onSuccess: (view: PickupScanView) => void }) => handlers.onSuccess(scan),
  }),
}));
vi.mock('../../../components/PageHeader', () => ({ PageHeader: ({ title }: { title: string }) => <h1>{title}</h1> }));

describe('the staff pick-up screen', () => {
  it('names the buyer of a scanned order, for the counter to ask before handing over', () => {
    render(<Pickup />);
    fireEvent.change(screen.getByLabelText("Scan or paste the fan's pick-up QR code"), {
      target: { value: 'FPM2.M0123456789ABCDEF.1.12345678' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hand over' }));
    const verdict = screen.getByTestId('pickup-verdict');
    expect(verdict.textContent).toContain('Collected: hand the items over');
    expect(screen.getByTestId('pickup-buyer').textContent).toBe(
      'Bought by Lin Mei: ask for the name before handing over',
    );
  });
});
