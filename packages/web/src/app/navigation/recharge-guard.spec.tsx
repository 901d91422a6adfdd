import { ROUTES } from '@fanpass/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useRechargeFlag } from '../../features/wallet/hooks/use-recharge-flag';
import { session } from '../../lib/session/store';
import { setPublicSiteUrl } from '../client-config';
import { resetNavigationMemory, useNavigationGuard } from './use-navigation-guard';

/** The shell's part that matters here: the guard decides, and only 'render' shows the page. */
function Frame() {
  const decision = useNavigationGuard(false);
  return decision.action === 'render' ? <Outlet /> : null;
}

/** The deposit page's use of the flags: what it was told, once. */
function Landing() {
  const orderNo = useRechargeFlag();
  return <p>{orderNo ? `told ${orderNo}` : 'nothing to tell'}</p>;
}

const ORDER_NO = 'W0123456789ABCDEF';

function journey(entries: string[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { path: 'wallet', element: <p>wallet</p> },
          { path: 'payment/recharge', element: <Landing /> },
          { path: 'payment/addCard', element: <p>add card</p> },
          { path: 'payment/rechargeResult', element: <p>result page</p> },
          // The provider's hosted page (another document in a browser).
          { path: 'provider', element: <p>provider</p> },
        ],
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the rechargeResult entry guard (spec §2) and the page it goes back to', () => {
  beforeEach(() => {
    resetNavigationMemory();
    setPublicSiteUrl(null);
    session.login({ id: 1, uuid: 'u-1', token: 't-1', nickname: 'Fan', payPasswordSetUp: 1, isPhoneVerified: 1 });
  });
  afterEach(() => {
    session.logout();
  });

  it('with a new card: stores the result and its order number, goes back 3 steps to the deposit page, which tells it once', async () => {
    const router = journey([
      ROUTES.wallet,
      ROUTES.paymentRecharge,
      ROUTES.paymentAddCard,
      '/provider',
      `${ROUTES.paymentRechargeResult}?orderNo=${ORDER_NO}&payRes=1&isNewCard=1`,
    ]);
    await screen.findByText(`told ${ORDER_NO}`);
    expect(router.state.location.pathname).toBe(ROUTES.paymentRecharge);
    // Told once: the flags are gone, so a reload of the page does not tell it again.
    await waitFor(() => expect(localStorage.getItem('wallet-recharge-result')).toBeNull());
    expect(localStorage.getItem('wallet-recharge-result-orderNo')).toBeNull();
  });

  it('with a remembered card or another method: goes back 2 steps', async () => {
    const router = journey([
      ROUTES.wallet,
      ROUTES.paymentRecharge,
      '/provider',
      `${ROUTES.paymentRechargeResult}?orderNo=${ORDER_NO}&payRes=1&isNewCard=0`,
    ]);
    await screen.findByText(`told ${ORDER_NO}`);
    expect(router.state.location.pathname).toBe(ROUTES.paymentRecharge);
  });

  it('stores wallet-recharge-result=success and the order number before going back', async () => {
    journey([ROUTES.wallet, '/provider', `${ROUTES.paymentRechargeResult}?orderNo=${ORDER_NO}&payRes=1`]);
    await screen.findByText('wallet');
    expect(localStorage.getItem('wallet-recharge-result')).toBe('success');
    expect(localStorage.getItem('wallet-recharge-result-orderNo')).toBe(ORDER_NO);
  });

  it('just continues without payRes=1: the result page shows and nothing is stored', async () => {
    const router = journey([
      ROUTES.paymentRecharge,
      '/provider',
      `${ROUTES.paymentRechargeResult}?orderNo=${ORDER_NO}&payRes=0`,
    ]);
    await screen.findByText('result page');
    expect(router.state.location.pathname).toBe(ROUTES.paymentRechargeResult);
    expect(localStorage.getItem('wallet-recharge-result')).toBeNull();
  });

  it('the deposit page opened on its own has nothing to tell', async () => {
    journey([ROUTES.paymentRecharge]);
    await screen.findByText('nothing to tell');
  });

  it('tells nothing about a stored number that is not a top-up, and leaves it stored', async () => {
    journey([ROUTES.paymentRecharge, '/provider', `${ROUTES.paymentRechargeResult}?orderNo=R100&payRes=1`]);
    await screen.findByText('nothing to tell');
    expect(localStorage.getItem('wallet-recharge-result-orderNo')).toBe('R100');
  });
});
