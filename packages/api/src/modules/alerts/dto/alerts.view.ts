import { ALERT_CHANNELS, ALERT_KINDS, type AlertChannel, type AlertKind } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the alerts; each implements its contracts view so the two cannot drift. */

export class PushKeyView implements contracts.PushKeyView {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'VAPID public key, base64url' }) publicKey: string | null;
}

export class PushSubscriptionView {
  @ApiProperty() id: number;
}

export class AlertInboxItemView implements contracts.AlertInboxItemView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ALERT_KINDS }) kind: AlertKind;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty({ description: 'App screen it opens (hash route with query)' }) path: string;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) readAt: number | null;
}

export class AlertInboxView implements contracts.AlertInboxView {
  @ApiProperty() unread: number;
  @ApiProperty({ type: [AlertInboxItemView] }) items: AlertInboxItemView[];
}

export class AlertPreferenceView implements contracts.AlertPreferenceView {
  @ApiProperty({ enum: ALERT_KINDS }) kind: AlertKind;
  @ApiProperty({ enum: ALERT_CHANNELS }) channel: AlertChannel;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: 'A transactional e-mail: cannot be switched off' }) locked: boolean;
}
