import { ROUTES } from '@fanpass/contracts';
import { createHashRouter, redirect, type RouteObject } from 'react-router-dom';
import { onAppEvent } from '../lib/events';
import { CatchAll } from './CatchAll';
import { RouteError } from './RouteError';
import { Shell } from './Shell';
import { signInTarget } from './navigation/rules';

/** Every screen is its own chunk (spec §2: all routes load lazily). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      { index: true, element: null, loader: () => redirect(ROUTES.home) },
      {
        path: 'home',
        lazy: async () => ({ Component: (await import('../features/home/routes/HomeLayout')).HomeLayout }),
        children: [
          { index: true, element: null, loader: () => redirect(ROUTES.homeIndex) },
          {
            path: 'index',
            lazy: async () => ({ Component: (await import('./routes/HomeIndex')).HomeIndex }),
          },
          {
            path: 'events',
            lazy: async () => ({ Component: (await import('../features/events/routes/HomeEvents')).HomeEvents }),
          },
          {
            path: 'upcoming-event',
            lazy: async () => ({
              Component: (await import('../features/events/routes/UpcomingEvent')).UpcomingEvent,
            }),
          },
          {
            path: 'user',
            lazy: async () => ({ Component: (await import('../features/me/routes/Me')).Me }),
          },
        ],
      },
      {
        path: 'ticket',
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/events/routes/TicketIndex')).TicketIndex }),
          },
          {
            path: 'detail',
            lazy: async () => ({ Component: (await import('./routes/EventDetail')).EventDetail }),
          },
          {
            path: 'choose',
            lazy: async () => ({ Component: (await import('./routes/ChooseTicket')).ChooseTicket }),
          },
        ],
      },
      {
        path: 'ticket-order',
        lazy: async () => ({ Component: (await import('../features/orders/routes/TicketOrder')).TicketOrder }),
      },
      {
        path: 'ticket-detail',
        lazy: async () => ({ Component: (await import('../features/tickets/routes/TicketDetail')).TicketDetail }),
      },
      {
        path: 'order',
        children: [
          {
            path: 'ticket',
            lazy: async () => ({
              Component: (await import('./routes/MyTicketOrders')).MyTicketOrders,
            }),
          },
        ],
      },
      {
        path: 'payment',
        children: [
          {
            path: 'buy',
            lazy: async () => ({ Component: (await import('./routes/PaymentBuy')).PaymentBuy }),
          },
          {
            path: 'result',
            lazy: async () => ({
              Component: (await import('./routes/PaymentResult')).PaymentResult,
            }),
          },
        ],
      },
      {
        path: 'purchase',
        lazy: async () => ({ Component: (await import('./routes/Purchase')).Purchase }),
      },
      {
        path: 'attendee-information',
        lazy: async () => ({
          Component: (await import('../features/attendees/routes/AttendeeInformation')).AttendeeInformation,
        }),
      },
      {
        path: '404',
        lazy: async () => ({ Component: (await import('../features/system/routes/NotFound')).NotFound }),
      },
      {
        path: 'repair',
        lazy: async () => ({ Component: (await import('../features/system/routes/Repair')).Repair }),
      },
      {
        path: 'lang',
        lazy: async () => ({ Component: (await import('../features/settings/routes/Lang')).Lang }),
      },
      {
        path: 'setting',
        lazy: async () => ({ Component: (await import('../features/settings/routes/Setting')).Setting }),
      },
      {
        path: 'desktop-setting',
        lazy: async () => ({
          Component: (await import('../features/settings/routes/DesktopSetting')).DesktopSetting,
        }),
      },
      {
        path: 'terms',
        lazy: async () => ({ Component: (await import('../features/legal/routes/Terms')).Terms }),
      },
      {
        path: 'auth-terms',
        lazy: async () => ({ Component: (await import('../features/legal/routes/AuthTerms')).AuthTerms }),
      },
      // Accounts (issue 4).
      {
        path: 'sign',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/Sign')).Sign }),
      },
      {
        path: 'sign-in',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/SignIn')).SignIn }),
      },
      {
        path: 'sign-up',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/SignUp')).SignUp }),
      },
      {
        path: 'forget-pwd',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/ForgetPwd')).ForgetPwd }),
      },
      {
        path: 'personal',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/Personal')).Personal }),
      },
      {
        path: 'security',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/Security')).Security }),
      },
      {
        path: 'change-pwd',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/ChangePwd')).ChangePwd }),
      },
      {
        path: 'reset-pwd',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/ResetPwd')).ResetPwd }),
      },
      {
        path: 'change-email',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/ChangeEmail')).ChangeEmail }),
      },
      {
        path: 'change-payment-pwd',
        lazy: async () => ({
          Component: (await import('../features/accounts/routes/ChangePaymentPwd')).ChangePaymentPwd,
        }),
      },
      {
        path: 'reset-payment-pwd',
        lazy: async () => ({
          Component: (await import('../features/accounts/routes/ResetPaymentPwd')).ResetPaymentPwd,
        }),
      },
      {
        path: 'chang-phone-num',
        lazy: async () => ({ Component: (await import('../features/accounts/routes/ChangePhoneNum')).ChangePhoneNum }),
      },
      { path: '*', element: <CatchAll /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createHashRouter>;

export function createAppRouter(): AppRouter {
  return createHashRouter(routes);
}

function currentPath(router: AppRouter): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

/** The client's events (spec §4): logout -> sign-in with redirectUrl, 29998 -> /404, 9999 -> /repair. */
export function wireAppEvents(router: AppRouter): () => void {
  return onAppEvent((event) => {
    switch (event.type) {
      case 'logout': {
        const current = currentPath(router);
        if (router.state.location.pathname !== ROUTES.sign) void router.navigate(signInTarget(current));
        break;
      }
      case 'systemException':
        void router.navigate(ROUTES.notFound);
        break;
      case 'repair':
        if (router.state.location.pathname !== ROUTES.repair) void router.navigate(ROUTES.repair);
        break;
    }
  });
}
