import { GATE_VERDICTS, type GateVerdict, TICKET_CODE_PATTERN } from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

const MAX_TIME = 8_640_000_000_000_000;
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export class GateEventQuery {
  @ApiProperty({ description: 'Event id', example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId: number;
}

export class GateValidateBody {
  @ApiProperty({ description: 'Event id the gate checks for', example: 1 })
  @IsInt()
  @Min(1)
  eventId: number;

  @ApiProperty({
    description: 'The scanned QR text (FP1.<code>.<step>.<8 digits>) or the typed ticket number and 8 digits',
    example: 'FP1.9F86D081884C7D659A2F.58712345.01234567',
  })
  @IsString({ message: 'gate.qrRule' })
  @Length(1, 80, { message: 'gate.qrRule' })
  qr: string;

  @ApiProperty({ description: 'Which gate scans (shown on later "already used" verdicts)', example: 'Gate A' })
  @IsString({ message: 'gate.gateRule' })
  @Length(1, 60, { message: 'gate.gateRule' })
  gate: string;
}

export class GateSyncScanBody {
  @ApiProperty({ description: "The device's id of the scan", example: 'scan-0001' })
  @IsString({ message: 'gate.scansRule' })
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'gate.scansRule' })
  scanId: string;

  @ApiProperty({ description: 'Ticket number', example: '9F86D081884C7D659A2F' })
  @IsString({ message: 'gate.scansRule' })
  @Matches(TICKET_CODE_PATTERN, { message: 'gate.scansRule' })
  code: string;

  @ApiProperty({ description: 'When the device scanned it (epoch ms)' })
  @IsInt({ message: 'gate.scansRule' })
  @Min(0, { message: 'gate.scansRule' })
  @Max(MAX_TIME, { message: 'gate.scansRule' })
  scannedAt: number;

  @ApiProperty({ example: 'Gate A' })
  @IsString({ message: 'gate.gateRule' })
  @Length(1, 60, { message: 'gate.gateRule' })
  gate: string;

  @ApiProperty({ enum: GATE_VERDICTS, description: "The device's offline verdict" })
  @IsIn(GATE_VERDICTS, { message: 'gate.scansRule' })
  verdict: GateVerdict;
}

export class GateSyncBody {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  eventId: number;

  @ApiProperty({ description: 'The gate device (stable across uploads)', example: 'device-7f3a9c' })
  @IsString({ message: 'gate.deviceRule' })
  @Matches(DEVICE_ID, { message: 'gate.deviceRule' })
  deviceId: string;

  @ApiProperty({ type: [GateSyncScanBody] })
  @IsArray({ message: 'gate.scansRule' })
  @ArrayMinSize(1, { message: 'gate.scansRule' })
  @ArrayMaxSize(500, { message: 'gate.scansRule' })
  @ValidateNested({ each: true })
  @Type(() => GateSyncScanBody)
  scans: GateSyncScanBody[];
}
