import { DEVICE_WALLET_TYPES, type DeviceWalletType } from '@fanpass/contracts';
import { useQuery } from '@tanstack/react-query';

/** Safari's Apple Pay entry point, where the device can pay with Apple Pay. */
interface ApplePaySessionStatic {
  canMakePayments(): boolean;
}

/** Google Pay's payment method identifier for the Payment Request API. */
const GOOGLE_PAY = 'https://google.com/pay';

async function canApplePay(): Promise<boolean> {
  const session = (window as unknown as { ApplePaySession?: ApplePaySessionStatic }).ApplePaySession;
  try {
    return Boolean(session?.canMakePayments());
  } catch {
    return false;
  }
}

async function canGooglePay(): Promise<boolean> {
  if (typeof window.PaymentRequest !== 'function') return false;
  try {
    // A request is only asked whether it could be paid: nothing is shown to the fan.
    const request = new PaymentRequest(
      [{ supportedMethods: GOOGLE_PAY, data: { apiVersion: 2, apiVersionMinor: 0 } }],
      { total: { label: 'Fanpass', amount: { currency: 'USD', value: '0.00' } } },
    );
    return await request.canMakePayment();
  } catch {
    return false;
  }
}

/** The device wallets this browser can pay with, in the order the payment page lists them. */
export async function deviceWallets(): Promise<DeviceWalletType[]> {
  const [apple, google] = await Promise.all([canApplePay(), canGooglePay()]);
  return DEVICE_WALLET_TYPES.filter((type) => (type === 'applePay' ? apple : google));
}

/** Asked once per page load: a device does not gain or lose its wallet while the app runs. */
export function useDeviceWallets(): DeviceWalletType[] {
  const query = useQuery({ queryKey: ['device-wallets'], queryFn: deviceWallets, staleTime: Infinity, retry: false });
  return query.data ?? [];
}
