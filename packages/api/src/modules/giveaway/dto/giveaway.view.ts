import { ENTRY_SOURCES, ENTRY_STATUSES, type EntrySource, type EntryStatus } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the giveaway calls; each implements its contracts view so the two cannot drift. */

export class GiveawayRulesView implements contracts.GiveawayRules {
  @ApiProperty({ example: 1, description: 'Entries for registering (signing up) while the campaign runs' })
  registerEntries: number;
  @ApiProperty({ example: 1_000_000, description: 'Minor units topped up per entry (10,000 VND)' }) topupUnit: number;
  @ApiProperty({ example: 10, description: 'Most entries from top-ups' }) topupMax: number;
  @ApiProperty({ example: 1, description: 'Entries per invited new account that verifies its phone' })
  inviteEntries: number;
  @ApiProperty({ example: 10, description: 'Most entries from invites' }) inviteMax: number;
  @ApiProperty({ example: 1_000_000, description: "An invited fan's top-up above this earns both" })
  inviteTopupMin: number;
  @ApiProperty({ example: 1 }) inviteTopupEntries: number;
  @ApiProperty({ example: 10 }) inviteTopupMax: number;
}

export class GiveawayPrizeView implements contracts.GiveawayPrizeView {
  @ApiProperty() name: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'A voucher that lands in My Voucher' }) voucher: boolean;
}

export class GiveawayMeView {
  @ApiProperty() joined: boolean;
  @ApiProperty({ description: 'My Active entries in this campaign' }) entries: number;
}

export class GiveawayCampaignView implements contracts.GiveawayCampaignView {
  @ApiProperty({ example: 'spring-2026' }) slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: [GiveawayPrizeView] }) prizes: GiveawayPrizeView[];
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: 'Epoch ms; entries expire then' }) endsAt: number;
  @ApiProperty({ enum: ['upcoming', 'running', 'ended', 'drawn'] }) status: 'upcoming' | 'running' | 'ended' | 'drawn';
  @ApiProperty({ type: GiveawayRulesView }) rules: GiveawayRulesView;
  @ApiProperty({ type: String, nullable: true, description: "SHA-256 of the draw's seed once committed" })
  seedHash: string | null;
  @ApiProperty({ type: GiveawayMeView, nullable: true, description: 'Signed in only' }) me: GiveawayMeView | null;
}

export class GiveawayJoinedView implements contracts.GiveawayJoinedView {
  @ApiProperty() slug: string;
  @ApiProperty() joined: boolean;
  @ApiProperty({ description: 'When I joined first (epoch ms)' }) joinedAt: number;
}

export class GiveawayEntryView implements contracts.GiveawayEntryView {
  @ApiProperty() id: number;
  @ApiProperty() campaign: string;
  @ApiProperty({ enum: ENTRY_SOURCES }) source: EntrySource;
  @ApiProperty() count: number;
  @ApiProperty({ enum: ENTRY_STATUSES }) status: EntryStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "A top-up's order number or an invited fan's masked e-mail",
  })
  detail: string | null;
  @ApiProperty() createdAt: number;
  @ApiProperty() expiresAt: number;
}

export class EntriesBySourceView implements Record<EntrySource, number> {
  @ApiProperty() register: number;
  @ApiProperty() topup: number;
  @ApiProperty() invite: number;
  @ApiProperty() inviteTopup: number;
}

export class GiveawayMyEntriesView implements contracts.GiveawayMyEntriesView {
  @ApiProperty({ description: 'Active and expired' }) total: number;
  @ApiProperty() active: number;
  @ApiProperty() expired: number;
  @ApiProperty({ type: EntriesBySourceView, description: 'Active entries per source' }) bySource: EntriesBySourceView;
  @ApiProperty({ type: [GiveawayEntryView] }) list: GiveawayEntryView[];
}

export class GiveawayInviteView implements contracts.GiveawayInviteView {
  @ApiProperty({ example: 'fa***@example.com' }) email: string;
  @ApiProperty() registeredAt: number;
  @ApiProperty() earned: boolean;
  @ApiProperty() toppedUp: boolean;
}

export class GiveawayMyInvitesView implements contracts.GiveawayMyInvitesView {
  @ApiProperty({ description: 'My invite code (the link’s ic parameter)' }) inviteCode: string;
  @ApiProperty({ type: [GiveawayInviteView] }) list: GiveawayInviteView[];
}

export class GiveawayParticipantView implements contracts.GiveawayParticipantView {
  @ApiProperty({ description: 'First 16 hex of SHA-256("<campaign>:<user uuid>")' }) code: string;
  @ApiProperty() entries: number;
}

export class GiveawayWinnerView implements contracts.GiveawayWinnerView {
  @ApiProperty() prize: string;
  @ApiProperty() code: string;
  @ApiProperty({ example: 'fa***@example.com' }) email: string;
}

export class GiveawayResultView implements contracts.GiveawayResultView {
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty() startsAt: number;
  @ApiProperty() endsAt: number;
  @ApiProperty({ type: String, nullable: true }) seedHash: string | null;
  @ApiProperty({ type: Number, nullable: true }) committedAt: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Revealed by the draw' }) seed: string | null;
  @ApiProperty({ type: Number, nullable: true }) drawnAt: number | null;
  @ApiProperty({ type: [GiveawayParticipantView], description: 'The list the draw ran over, sorted by code' })
  participants: GiveawayParticipantView[];
  @ApiProperty({ type: [GiveawayWinnerView] }) winners: GiveawayWinnerView[];
}
