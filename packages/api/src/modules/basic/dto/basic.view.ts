import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the basic calls; each implements its contracts view so the two cannot drift. */

export class AreaView implements contracts.AreaView {
  @ApiProperty({ example: 'Macau' }) label: string;
  @ApiProperty({ example: 'MO' }) value: string;
}

export class AreaConfigView extends AreaView implements contracts.AreaConfigView {
  @ApiProperty({ example: '853' }) dialCode: string;
  @ApiProperty({ example: 'MOP' }) currency: string;
  @ApiProperty({ example: 'Asia/Macau' }) timezone: string;
  @ApiProperty() isDefault: boolean;
}

export class CountryView implements contracts.CountryView {
  @ApiProperty({ example: 'MO' }) code: string;
  @ApiProperty({ example: 'Macau' }) name: string;
  @ApiProperty({ example: '853' }) dialCode: string;
}

export class WalletPassesOffered {
  @ApiProperty() apple: boolean;
  @ApiProperty() google: boolean;
}

export class PriceRateView implements contracts.PriceRate {
  @ApiProperty({ example: 307 }) numerator: number;
  @ApiProperty({ example: 1000000 }) denominator: number;
}

export class ClientConfigView implements contracts.ClientConfigView {
  @ApiProperty({ type: String, nullable: true }) publicSiteUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) appDownloadUrl: string | null;
  @ApiProperty({ example: 'VND' }) currency: string;
  @ApiProperty({
    type: PriceRateView,
    nullable: true,
    description:
      'HKD per minor unit of currency (numerator / denominator) for the desktop HKD/MOP prices (DESKTOP_HKD_RATE; MOP by the peg 103/100); null: none',
  })
  desktopHkdRate: PriceRateView | null;
  @ApiProperty({ example: 'MO' }) defaultArea: string;
  @ApiProperty({ type: WalletPassesOffered }) walletPasses: WalletPassesOffered;
  @ApiProperty({
    description: 'true when the sandbox takes payments in production: every page shows the test-mode banner',
  })
  paymentTestMode: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Support hotline (SUPPORT_PHONE)' }) supportPhone:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Support e-mail (SUPPORT_EMAIL)' }) supportEmail:
    string | null;
  @ApiProperty({
    example: '2025-12-01',
    description: 'The version of the terms sign-up agrees to (regByEmail termsVersion)',
  })
  termsVersion: string;
}

export class NoticeView implements contracts.NoticeView {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() content: string;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
}
