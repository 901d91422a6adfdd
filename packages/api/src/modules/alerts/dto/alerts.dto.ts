import { ALERT_CHANNELS, ALERT_KINDS, type AlertChannel, type AlertKind } from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

/** A subscription's keys as the browser's `PushSubscription.toJSON()` gives them (sizes are checked by the service: 8102). */
export class PushKeysBody {
  @ApiProperty({ description: 'P-256 public key, base64url (65 bytes)' })
  @IsString()
  @MaxLength(4096)
  p256dh: string;

  @ApiProperty({ description: 'Auth secret, base64url (16 bytes)' })
  @IsString()
  @MaxLength(4096)
  auth: string;
}

export class PushSubscribeBody {
  @ApiProperty({ description: "The browser's push service URL (https; checked by the service: 8101)" })
  @IsString()
  @MaxLength(4096)
  endpoint: string;

  @ApiProperty({ type: PushKeysBody })
  @ValidateNested()
  @Type(() => PushKeysBody)
  keys: PushKeysBody;
}

export class PushUnsubscribeBody {
  @ApiProperty()
  @IsString()
  @MaxLength(4096)
  endpoint: string;
}

export class InboxReadBody {
  @ApiProperty({ required: false, description: 'The item to mark read; omitted: every item' })
  @IsOptional()
  @IsInt()
  @Min(1)
  id?: number;
}

export class AlertPreferenceBody {
  @ApiProperty({ enum: ALERT_KINDS })
  @IsIn(ALERT_KINDS)
  kind: AlertKind;

  @ApiProperty({ enum: ALERT_CHANNELS })
  @IsIn(ALERT_CHANNELS)
  channel: AlertChannel;

  @ApiProperty()
  @IsBoolean()
  enabled: boolean;
}
