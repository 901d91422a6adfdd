import type { Language } from '../languages.js';

/**
 * The console's communication section (`/fanapih5/console/communication/…`): the site-wide
 * notice in six languages, repair mode, and a message to everyone holding a ticket of an event.
 */

/** The languages a notice may add beside English (its own title and content, the fallback). */
export type NoticeLanguage = Exclude<Language, 'en_US'>;

/** A notice's title and content in one language. */
export interface NoticeText {
  title: string;
  content: string;
}

/** Lengths the API and the console's forms both hold to. */
export const COMMUNICATION_LIMITS = {
  noticeTitle: 200,
  noticeContent: 2000,
  repairMessage: 500,
  messageTitle: 120,
  messageText: 1000,
  /** The double-submit key the form makes once per message. */
  messageKey: 64,
} as const;

/** The current site-wide notice as the console shows it. */
export interface ConsoleNoticeView {
  id: number;
  /** English: what every language it has no text of shows. */
  title: string;
  content: string;
  translations: Partial<Record<NoticeLanguage, NoticeText>>;
  /** Epoch ms. */
  publishedAt: number;
}

/** Repair mode: on, every call of the app answers 503/9999 with `message`. */
export interface ConsoleRepairView {
  on: boolean;
  message: string;
  /** Epoch ms it was turned on; null while off. */
  since: number | null;
}

/** GET /console/communication (admins): the notice now and repair mode. */
export interface ConsoleCommunicationView {
  notice: ConsoleNoticeView | null;
  repair: ConsoleRepairView;
}

/** POST /console/communication/notice: English title and content, and any other languages. */
export interface ConsoleNoticeBody {
  title: string;
  content: string;
  translations?: Partial<Record<NoticeLanguage, NoticeText>>;
}

/** POST /console/communication/repair/on. */
export interface ConsoleRepairOnBody {
  message: string;
}

/** GET /console/communication/events: an event I may message, with how many accounts hold its tickets. */
export interface ConsoleMessageEventView {
  id: number;
  title: string;
  startsAt: number;
  timeZone: string;
  holders: number;
}

/** POST /console/communication/message: a message to every holder of an event. */
export interface ConsoleHolderMessageBody {
  eventId: number;
  title: string;
  text: string;
  /** Made once by the form: the same key again sends nothing twice. */
  key: string;
}

/** What a message to holders did: written for `holders` accounts (inbox, push, e-mail by their choices). */
export interface ConsoleHolderMessageView {
  eventId: number;
  holders: number;
  /** True when this key had been sent already: nothing new was written. */
  repeat: boolean;
}
