import type { ReplyCodeEntry } from './entry.js';

/** The cooperation and support forms (7100–7199; 7000–7099 is the giveaway's). */
export const SUPPORT_CODES = {
  UPLOAD_LIMIT_EXCEEDED: { code: 7101, status: 413, key: 'support.uploadLimitExceeded' },
  UPLOAD_NOT_IMAGE: { code: 7102, status: 415, key: 'support.uploadNotImage' },
  ENQUIRY_NOT_FOUND: { code: 7103, status: 404, key: 'support.enquiryNotFound' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** Business cooperation form: event types (spec §3). */
export const COOPERATION_EVENT_TYPES = ['concert', 'festival', 'sportingEvent', 'corporateEvent', 'other'] as const;
export type CooperationEventType = (typeof COOPERATION_EVENT_TYPES)[number];

/** Business cooperation form: expected participants (spec §3: 0-99, 100-999, 1000-4999, more than 5000). */
export const COOPERATION_PARTICIPANTS = ['0-99', '100-999', '1000-4999', '5000+'] as const;
export type CooperationParticipants = (typeof COOPERATION_PARTICIPANTS)[number];

/** Business cooperation form: what the organiser is interested in (several may be chosen). */
export const COOPERATION_INTERESTS = [
  'basicTicketing',
  'advancedTicketing',
  'streamingMedia',
  'cashlessPayment',
  'digitalOnSite',
  'ticketingWebsiteSolution',
] as const;
export type CooperationInterest = (typeof COOPERATION_INTERESTS)[number];

/** Support form: what the issue is about. */
export const SUPPORT_ISSUE_TYPES = ['account', 'payment', 'ticket', 'transfer', 'merch', 'other'] as const;
export type SupportIssueType = (typeof SUPPORT_ISSUE_TYPES)[number];

/** The one image a support request may carry: its types and its largest size (decoded bytes). */
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];
export const SUPPORT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

/** Lengths of the form fields (issue text: DESIGN.md, at least 10 characters). */
export const ENQUIRY_RULES = {
  name: { min: 2, max: 100 },
  moreInfo: { max: 2000 },
  issueText: { min: 10, max: 2000 },
} as const;

export const ENQUIRY_TYPES = ['cooperation', 'support'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];
