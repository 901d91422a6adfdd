import type { EnquiryType } from '../catalogue/support.js';
import type { GiveawayRules } from '../catalogue/giveaway.js';
import type { Page, PageParams } from './common.js';
import type { GiveawayPrizeView } from './giveaway.js';

/** The console's support inbox (`/fanapih5/console/support/…`) and giveaway campaigns (`…/console/giveaway/…`). */

export const ENQUIRY_STATUSES = ['open', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** GET /console/support (and /export, without the page): every part optional. */
export interface ConsoleEnquiryFilter {
  kind?: EnquiryType;
  status?: EnquiryStatus;
  /** Part of the reference, e-mail, name or text. */
  q?: string;
}

export type ConsoleEnquiryQuery = ConsoleEnquiryFilter & PageParams;

/** One enquiry in the inbox, newest first. */
export interface ConsoleEnquirySummaryView {
  ref: string;
  kind: EnquiryType;
  status: EnquiryStatus;
  name: string | null;
  email: string;
  /** The support request's issue type, or the cooperation enquiry's event type. */
  topic: string | null;
  /** Whether it carries an image. */
  attachment: boolean;
  /** Epoch ms. */
  createdAt: number;
  closedAt: number | null;
}

export type ConsoleEnquiryPageView = Page<ConsoleEnquirySummaryView>;

/** GET /console/support/detail: every field the sender gave. */
export interface ConsoleEnquiryView extends ConsoleEnquirySummaryView {
  lang: string;
  userId: number | null;
  areaCode: string | null;
  phone: string | null;
  country: string | null;
  eventType: string | null;
  participants: string | null;
  interests: string[];
  marketingConsent: boolean | null;
  issueType: string | null;
  message: string | null;
  /** The image's type (download it through /console/support/attachment), null when there is none. */
  attachmentType: string | null;
}

/** POST /console/support/close body. */
export interface ConsoleEnquiryCloseBody {
  ref: string;
  /** Why or how it was handled: kept in the audit log. */
  note?: string;
}

export const CAMPAIGN_STATUSES = ['upcoming', 'running', 'ended', 'drawn'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** A prize as a campaign is created with it; a voucher prize lands in the winner's My Voucher. */
export interface ConsoleCampaignPrize {
  name: string;
  quantity: number;
  voucher?: {
    kind: 'fixed' | 'percent';
    value: number;
    cap?: number | null;
    minSpend?: number;
    scope?: 'any' | 'event' | 'merch';
    eventId?: number | null;
    validDays: number;
  };
}

/** POST /console/giveaway/create body: what `ops giveaway create` reads (start and end: epoch ms or ISO). */
export interface ConsoleCampaignBody {
  slug: string;
  name: string;
  start: number | string;
  end: number | string;
  prizes: ConsoleCampaignPrize[];
  /** Missing rules take the defaults of spec §9. */
  rules?: Partial<GiveawayRules>;
}

/** One campaign in the console, newest first. */
export interface ConsoleCampaignView {
  slug: string;
  name: string;
  startsAt: number;
  endsAt: number;
  status: CampaignStatus;
  prizes: GiveawayPrizeView[];
  rules: GiveawayRules;
  /** SHA-256 of the seed once committed. */
  seedHash: string | null;
  committedAt: number | null;
  drawnAt: number | null;
  /** Fans who joined (the draw runs over those with entries). */
  joined: number;
}

/** POST /console/giveaway/commit and /draw body. */
export interface ConsoleCampaignSlugBody {
  slug: string;
}
