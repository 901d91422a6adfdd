import { ROUTES } from '@fanpass/contracts';
import type { ComponentType } from 'react';
import { createHashRouter, redirect, type RouteObject } from 'react-router-dom';
import { onAppEvent } from '../lib/events';
import { allMessages } from '../lib/i18n';
import { CatchAll } from './CatchAll';
import { RouteError } from './RouteError';
import { Shell } from './Shell';
import { signInTarget } from './navigation/rules';
import { CONSOLE_PATHS } from '../features/console/paths';

/*
 * The route table. Screens that compose several features live in app/routes (a feature never
 * imports another); a screen of one feature stays in its feature's routes folder. Guards and
 * titles go by path (navigation/rules.ts, lib/route-titles.ts), so the table holds paths only.
 */

/**
 * A screen of the table: its path and the import that loads its component (its own chunk). A
 * screen of the first screen (the home layout and tab) shows only the first screen's messages.
 */
interface Screen {
  path: string;
  load: () => Promise<ComponentType>;
  children?: RouteObject[];
  firstScreen?: true;
}

/** Builds a lazy route from a screen of the table: its chunk, and every message of the language unless it is the first screen. */
function lazyRoute({ path, load, children, firstScreen }: Screen): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Component] = await Promise.all([load(), firstScreen ? undefined : allMessages()]);
      return { Component };
    },
    children,
  };
}

const redirectTo = (to: string): RouteObject => ({ index: true, element: null, loader: () => redirect(to) });

/** The home tabs, under the home layout. */
const HOME_TABS: Screen[] = [
  { path: ROUTES.homeIndex, load: () => import('./routes/HomeIndex').then((m) => m.HomeIndex), firstScreen: true },
  { path: ROUTES.homeEvents, load: () => import('../features/events/routes/HomeEvents').then((m) => m.HomeEvents) },
  {
    path: ROUTES.homeUpcomingEvent,
    load: () => import('../features/events/routes/UpcomingEvent').then((m) => m.UpcomingEvent),
  },
  { path: ROUTES.homeUser, load: () => import('../features/me/routes/Me').then((m) => m.Me) },
  { path: ROUTES.homeMerch, load: () => import('../features/merch/routes/HomeMerch').then((m) => m.HomeMerch) },
  { path: ROUTES.homeInvite, load: () => import('../features/giveaway/routes/Invite').then((m) => m.Invite) },
];

/** Every other screen. */
const SCREENS: Screen[] = [
  {
    path: ROUTES.home,
    load: () => import('../features/home/routes/HomeLayout').then((m) => m.HomeLayout),
    firstScreen: true,
    children: [redirectTo(ROUTES.homeIndex), ...HOME_TABS.map(lazyRoute)],
  },
  { path: ROUTES.ticket, load: () => import('../features/events/routes/TicketIndex').then((m) => m.TicketIndex) },
  { path: ROUTES.ticketDetail, load: () => import('./routes/EventDetail').then((m) => m.EventDetail) },
  { path: ROUTES.ticketChoose, load: () => import('./routes/ChooseTicket').then((m) => m.ChooseTicket) },
  { path: ROUTES.ticketOrder, load: () => import('./held-order/routes').then((m) => m.TicketOrder) },
  {
    path: ROUTES.ticketDetailPage,
    load: () => import('../features/tickets/routes/TicketDetail').then((m) => m.TicketDetail),
  },
  {
    path: ROUTES.shareTransfer,
    load: () => import('../features/tickets/routes/ShareTransfer').then((m) => m.ShareTransfer),
  },
  {
    path: ROUTES.ticketStuDetail,
    load: () => import('../features/tickets/routes/TicketStuDetail').then((m) => m.TicketStuDetail),
  },
  { path: ROUTES.gate, load: () => import('../features/gate/routes/Gate').then((m) => m.Gate) },
  { path: ROUTES.orderTicket, load: () => import('./routes/MyTicketOrders').then((m) => m.MyTicketOrders) },
  { path: ROUTES.paymentBuy, load: () => import('./routes/PaymentBuy').then((m) => m.PaymentBuy) },
  { path: ROUTES.paymentResult, load: () => import('./routes/PaymentResult').then((m) => m.PaymentResult) },
  { path: ROUTES.purchase, load: () => import('./routes/Purchase').then((m) => m.Purchase) },
  {
    path: ROUTES.attendeeInformation,
    load: () => import('../features/attendees/routes/AttendeeInformation').then((m) => m.AttendeeInformation),
  },
  { path: ROUTES.notFound, load: () => import('../features/system/routes/NotFound').then((m) => m.NotFound) },
  { path: ROUTES.repair, load: () => import('../features/system/routes/Repair').then((m) => m.Repair) },
  { path: ROUTES.lang, load: () => import('../features/settings/routes/Lang').then((m) => m.Lang) },
  { path: ROUTES.setting, load: () => import('../features/settings/routes/Setting').then((m) => m.Setting) },
  {
    path: ROUTES.desktopSetting,
    load: () => import('../features/settings/routes/DesktopSetting').then((m) => m.DesktopSetting),
  },
  { path: ROUTES.terms, load: () => import('../features/legal/routes/Terms').then((m) => m.Terms) },
  { path: ROUTES.authTerms, load: () => import('../features/legal/routes/AuthTerms').then((m) => m.AuthTerms) },
  // Cooperation and support (issue 16).
  {
    path: ROUTES.businessCooperation,
    load: () => import('./routes/BusinessCooperation').then((m) => m.BusinessCooperation),
  },
  { path: ROUTES.contact, load: () => import('./routes/Contact').then((m) => m.Contact) },
  { path: ROUTES.cs, load: () => import('./routes/CustomerService').then((m) => m.CustomerService) },
  { path: ROUTES.ts, load: () => import('../features/support/routes/TeamServices').then((m) => m.TeamServices) },
  // Accounts (issue 4).
  { path: ROUTES.sign, load: () => import('../features/accounts/routes/Sign').then((m) => m.Sign) },
  { path: ROUTES.signIn, load: () => import('../features/accounts/routes/SignIn').then((m) => m.SignIn) },
  { path: ROUTES.signUp, load: () => import('../features/accounts/routes/SignUp').then((m) => m.SignUp) },
  { path: ROUTES.forgetPwd, load: () => import('../features/accounts/routes/ForgetPwd').then((m) => m.ForgetPwd) },
  { path: ROUTES.personal, load: () => import('../features/accounts/routes/Personal').then((m) => m.Personal) },
  { path: ROUTES.security, load: () => import('../features/accounts/routes/Security').then((m) => m.Security) },
  { path: ROUTES.changePwd, load: () => import('../features/accounts/routes/ChangePwd').then((m) => m.ChangePwd) },
  { path: ROUTES.resetPwd, load: () => import('../features/accounts/routes/ResetPwd').then((m) => m.ResetPwd) },
  {
    path: ROUTES.changeEmail,
    load: () => import('../features/accounts/routes/ChangeEmail').then((m) => m.ChangeEmail),
  },
  {
    path: ROUTES.changePaymentPwd,
    load: () => import('../features/accounts/routes/ChangePaymentPwd').then((m) => m.ChangePaymentPwd),
  },
  {
    path: ROUTES.resetPaymentPwd,
    load: () => import('../features/accounts/routes/ResetPaymentPwd').then((m) => m.ResetPaymentPwd),
  },
  {
    path: ROUTES.changePhoneNum,
    load: () => import('../features/accounts/routes/ChangePhoneNum').then((m) => m.ChangePhoneNum),
  },
  // Merchandise (issue 14).
  { path: ROUTES.merchDetail, load: () => import('../features/merch/routes/MerchDetail').then((m) => m.MerchDetail) },
  { path: ROUTES.merchOrder, load: () => import('./held-order/routes').then((m) => m.MerchOrder) },
  {
    path: ROUTES.orderMerch,
    load: () => import('../features/merch/routes/MyMerchOrders').then((m) => m.MyMerchOrders),
  },
  {
    path: ROUTES.merchDetailPage,
    load: () => import('../features/merch/routes/MerchOrderDetail').then((m) => m.MerchOrderDetail),
  },
  { path: ROUTES.address, load: () => import('../features/merch/routes/Addresses').then((m) => m.Addresses) },
  { path: ROUTES.pickup, load: () => import('../features/merch/routes/Pickup').then((m) => m.Pickup) },
  // The Fan Pay wallet and vouchers (issue 12).
  { path: ROUTES.wallet, load: () => import('../features/wallet/routes/Wallet').then((m) => m.Wallet) },
  { path: ROUTES.paymentRecharge, load: () => import('./routes/PaymentRecharge').then((m) => m.PaymentRecharge) },
  { path: ROUTES.paymentAddCard, load: () => import('./routes/PaymentAddCard').then((m) => m.PaymentAddCard) },
  {
    path: ROUTES.paymentRechargeResult,
    load: () => import('../features/wallet/routes/RechargeResult').then((m) => m.RechargeResult),
  },
  { path: ROUTES.myVoucher, load: () => import('./routes/MyVoucher').then((m) => m.MyVoucher) },
  // Giveaway and invites (issue 15).
  { path: ROUTES.myEntry, load: () => import('../features/giveaway/routes/MyEntry').then((m) => m.MyEntry) },
  {
    path: ROUTES.giveawayResult,
    load: () => import('../features/giveaway/routes/GiveawayResult').then((m) => m.GiveawayResult),
  },
  // The on-sale waiting room (issue 48).
  { path: ROUTES.queue, load: () => import('./routes/WaitingRoom').then((m) => m.WaitingRoom) },
  { path: ROUTES.inbox, load: () => import('../features/alerts/routes/Inbox').then((m) => m.Inbox) },
  {
    path: ROUTES.notifications,
    load: () => import('../features/alerts/routes/Notifications').then((m) => m.Notifications),
  },
];

/** The promoter's console (issue 47): its layout, then each section; none of it in the fan's first screen. */
const CONSOLE_SCREENS: Screen[] = [
  {
    path: CONSOLE_PATHS.root,
    load: () => import('../features/console/routes/ConsoleHome').then((m) => m.ConsoleHome),
  },
  {
    path: CONSOLE_PATHS.events,
    load: () => import('../features/console/routes/ConsoleEvents').then((m) => m.ConsoleEvents),
  },
  {
    path: CONSOLE_PATHS.eventNew,
    load: () => import('../features/console/routes/ConsoleEventNew').then((m) => m.ConsoleEventNew),
  },
  {
    path: CONSOLE_PATHS.event,
    load: () => import('../features/console/routes/ConsoleEvent').then((m) => m.ConsoleEvent),
  },
  {
    path: CONSOLE_PATHS.eventSales,
    load: () => import('../features/console/routes/ConsoleEventSales').then((m) => m.ConsoleEventSales),
  },
  {
    path: CONSOLE_PATHS.eventCheckin,
    load: () => import('../features/console/routes/ConsoleEventCheckin').then((m) => m.ConsoleEventCheckin),
  },
  {
    path: CONSOLE_PATHS.orders,
    load: () => import('../features/console/routes/ConsoleOrders').then((m) => m.ConsoleOrders),
  },
  {
    path: CONSOLE_PATHS.order,
    load: () => import('../features/console/routes/ConsoleOrder').then((m) => m.ConsoleOrder),
  },
  {
    path: CONSOLE_PATHS.checkin,
    load: () => import('../features/console/routes/ConsoleCheckin').then((m) => m.ConsoleCheckin),
  },
  {
    path: CONSOLE_PATHS.merch,
    load: () => import('../features/console/routes/ConsoleMerch').then((m) => m.ConsoleMerch),
  },
  {
    path: CONSOLE_PATHS.communication,
    load: () => import('../features/console/routes/ConsoleCommunication').then((m) => m.ConsoleCommunication),
  },
  {
    path: CONSOLE_PATHS.support,
    load: () => import('../features/console/routes/ConsoleSupport').then((m) => m.ConsoleSupport),
  },
  {
    path: CONSOLE_PATHS.supportEnquiry,
    load: () => import('../features/console/routes/ConsoleEnquiry').then((m) => m.ConsoleEnquiry),
  },
  {
    path: CONSOLE_PATHS.giveaway,
    load: () => import('../features/console/routes/ConsoleGiveaway').then((m) => m.ConsoleGiveaway),
  },
  {
    path: CONSOLE_PATHS.roles,
    load: () => import('../features/console/routes/ConsoleRoles').then((m) => m.ConsoleRoles),
  },
  {
    path: CONSOLE_PATHS.audit,
    load: () => import('../features/console/routes/ConsoleAudit').then((m) => m.ConsoleAudit),
  },
];

/** Every screen is its own chunk (spec §2: all routes load lazily); other paths go to CatchAll. */
export const routes: RouteObject[] = [
  {
    ...lazyRoute({
      path: CONSOLE_PATHS.root,
      load: () => import('../features/console/routes/ConsoleLayout').then((m) => m.ConsoleLayout),
      children: CONSOLE_SCREENS.map(lazyRoute),
    }),
    errorElement: <RouteError />,
  },
  {
    path: ROUTES.root,
    element: <Shell />,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [redirectTo(ROUTES.home), ...SCREENS.map(lazyRoute), { path: '*', element: <CatchAll /> }],
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
