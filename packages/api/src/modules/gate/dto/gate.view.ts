import { GATE_SYNC_OUTCOMES, GATE_VERDICTS, type GateSyncOutcome, type GateVerdict } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the gate calls; each implements its contracts view so the two cannot drift. */

export class TicketQrSecretView implements contracts.TicketQrSecretView {
  @ApiProperty() code: string;
  @ApiProperty({ description: "The holder's QR secret (64 hex digits); replaced on transfer and revocation" })
  secret: string;
  @ApiProperty({ description: 'Seconds of one QR step' }) stepSeconds: number;
  @ApiProperty() status: string;
  @ApiProperty({ type: String, nullable: true }) holderName: string | null;
}

export class GateScanView implements contracts.GateScanView {
  @ApiProperty({ enum: GATE_VERDICTS }) verdict: GateVerdict;
  @ApiProperty({ type: String, nullable: true }) code: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Real-name events' }) holderName: string | null;
  @ApiProperty({ type: String, nullable: true }) area: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'valid: the Row of a seated ticket' }) seatRow:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'valid: the Seat of a seated ticket' })
  seatNumber: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'alreadyUsed: epoch ms' }) validatedAt: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'alreadyUsed: the gate' }) validatedGate: string | null;
  @ApiProperty({ type: String, nullable: true, description: "notUsable: the ticket's status" }) status: string | null;
}

export class GateEventView implements contracts.GateEventView {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty() venue: string;
}

export class SignedGateManifestView implements contracts.SignedGateManifestView {
  @ApiProperty({ description: 'The manifest as JSON text: eventId, eventTitle, stepSeconds, issuedAt, tickets' })
  payload: string;
  @ApiProperty({ description: "Ed25519 signature of the payload's UTF-8 bytes, base64url" }) signature: string;
}

export class GatePublicKeyView implements contracts.GatePublicKeyView {
  @ApiProperty({ enum: ['Ed25519'] }) algorithm: 'Ed25519';
  @ApiProperty({ description: 'Raw 32-byte public key, base64url' }) publicKey: string;
}

export class GateSyncResultView implements contracts.GateSyncResultView {
  @ApiProperty() scanId: string;
  @ApiProperty({ enum: GATE_SYNC_OUTCOMES }) outcome: GateSyncOutcome;
  @ApiProperty({ type: String, nullable: true }) otherGate: string | null;
  @ApiProperty({ type: Number, nullable: true }) otherAt: number | null;
}
