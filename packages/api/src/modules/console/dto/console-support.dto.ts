import {
  CAMPAIGN_STATUSES,
  type CampaignStatus,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type EnquiryStatus,
  type EnquiryType,
} from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsDefined, IsIn, IsObject, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/http/page.query.js';
import { FreeText } from '../../../common/text/free-text.js';
import { GiveawayPrizeView, GiveawayRulesView } from '../../giveaway/index.js';

const REF = /^(BC|SR)-\d{6}-[A-Z0-9]{6}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{1,39}$/;
const upper = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value,
);

/** The inbox's filter (the list and the CSV export take the same). */
export class EnquiryFilterQuery implements contracts.ConsoleEnquiryFilter {
  @ApiPropertyOptional({ enum: ENQUIRY_TYPES })
  @IsOptional()
  @IsIn(ENQUIRY_TYPES)
  kind?: EnquiryType;

  @ApiPropertyOptional({ enum: ENQUIRY_STATUSES })
  @IsOptional()
  @IsIn(ENQUIRY_STATUSES)
  status?: EnquiryStatus;

  @ApiPropertyOptional({ description: 'Part of the reference, e-mail, name or text' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class EnquiryListQuery
  extends IntersectionType(PageQuery, EnquiryFilterQuery)
  implements contracts.ConsoleEnquiryQuery {}

export class EnquiryRefQuery {
  @ApiProperty({ example: 'SR-261123-K7Q2M9' })
  @upper
  @IsString()
  @Matches(REF)
  ref: string;
}

export class EnquiryCloseBody implements contracts.ConsoleEnquiryCloseBody {
  @ApiProperty({ example: 'SR-261123-K7Q2M9' })
  @upper
  @IsString()
  @Matches(REF)
  ref: string;

  @ApiPropertyOptional({ description: 'How it was handled (kept in the audit log), at most 500 characters' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @FreeText()
  note?: string;
}

export class ConsoleEnquirySummaryView implements contracts.ConsoleEnquirySummaryView {
  @ApiProperty({ example: 'SR-261123-K7Q2M9' }) ref: string;
  @ApiProperty({ enum: ENQUIRY_TYPES }) kind: EnquiryType;
  @ApiProperty({ enum: ENQUIRY_STATUSES }) status: EnquiryStatus;
  @ApiProperty({ type: String, nullable: true }) name: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true, description: "The issue type, or the cooperation's event type" })
  topic: string | null;
  @ApiProperty({ description: 'Whether it carries an image' }) attachment: boolean;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
  @ApiProperty({ type: Number, nullable: true }) closedAt: number | null;
}

export class ConsoleEnquiryPageView implements contracts.ConsoleEnquiryPageView {
  @ApiProperty({ type: [ConsoleEnquirySummaryView] }) list: ConsoleEnquirySummaryView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class ConsoleEnquiryView extends ConsoleEnquirySummaryView implements contracts.ConsoleEnquiryView {
  @ApiProperty() lang: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The signed-in fan who sent it' }) userId: number | null;
  @ApiProperty({ type: String, nullable: true }) areaCode: string | null;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty({ type: String, nullable: true }) eventType: string | null;
  @ApiProperty({ type: String, nullable: true }) participants: string | null;
  @ApiProperty({ type: [String] }) interests: string[];
  @ApiProperty({ type: Boolean, nullable: true }) marketingConsent: boolean | null;
  @ApiProperty({ type: String, nullable: true }) issueType: string | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Download it through /console/support/attachment' })
  attachmentType: string | null;
}

/*
 * The campaign body checks shapes only; campaign-input.ts (what `ops giveaway create` reads) then
 * decides, so the console and the command line keep one set of rules.
 */
export class CampaignBody implements contracts.ConsoleCampaignBody {
  @ApiProperty({ example: 'spring-2026', description: '2 to 40 of a-z, 0-9 and -' })
  @IsString()
  @Length(1, 40)
  slug: string;

  @ApiProperty({ example: 'Spring giveaway' })
  @IsString()
  @Length(1, 100)
  name: string;

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Epoch ms or an ISO date-time' })
  @IsDefined()
  start: number | string;

  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string' }], description: 'Epoch ms or an ISO date-time' })
  @IsDefined()
  end: number | string;

  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description: '{name, quantity, voucher?: {kind, value, cap?, minSpend?, scope?, eventId?, validDays}}',
  })
  @IsArray()
  prizes: contracts.ConsoleCampaignPrize[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer' },
    description: 'Numbers; missing ones take the defaults of spec §9',
  })
  @IsOptional()
  @IsObject()
  rules?: Partial<contracts.GiveawayRules>;
}

export class CampaignSlugBody implements contracts.ConsoleCampaignSlugBody {
  @ApiProperty({ example: 'spring-2026' })
  @IsString()
  @Matches(SLUG)
  slug: string;
}

export class CampaignSlugQuery {
  @ApiProperty({ example: 'spring-2026' })
  @IsString()
  @Matches(SLUG)
  slug: string;
}

export class ConsoleCampaignView implements contracts.ConsoleCampaignView {
  @ApiProperty() slug: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: 'Epoch ms' }) endsAt: number;
  @ApiProperty({ enum: CAMPAIGN_STATUSES }) status: CampaignStatus;
  @ApiProperty({ type: [GiveawayPrizeView] }) prizes: GiveawayPrizeView[];
  @ApiProperty({ type: GiveawayRulesView }) rules: GiveawayRulesView;
  @ApiProperty({ type: String, nullable: true, description: "SHA-256 of the draw's seed once committed" })
  seedHash: string | null;
  @ApiProperty({ type: Number, nullable: true }) committedAt: number | null;
  @ApiProperty({ type: Number, nullable: true }) drawnAt: number | null;
  @ApiProperty({ description: 'Fans who joined' }) joined: number;
}
