import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { GateEventQuery, GateSyncBody, GateValidateBody } from './dto/gate.dto.js';
import * as views from './dto/gate.view.js';
import { GateService } from './gate.service.js';
import { ManifestSigner } from './manifest-signer.js';

/** The staff side of the gate: validate online, the signed offline manifest, upload of offline scans. */
@ApiTags('gate')
@Controller(api('gate'))
export class GateController {
  constructor(
    private readonly gate: GateService,
    private readonly signer: ManifestSigner,
  ) {}

  @Get('events')
  @ApiOperation({ summary: 'The events my staff account validates for (not staff: 3901)' })
  @ApiReply([views.GateEventView])
  events(@CurrentUser() user: AuthUser): Promise<contracts.GateEventView[]> {
    return this.gate.staffEvents(user.id);
  }

  @Post('validate')
  @ApiOperation({ summary: 'Judge a scanned or typed ticket code; a valid ticket is admitted once' })
  @ApiReply(views.GateScanView)
  validate(@CurrentUser() user: AuthUser, @Body() body: GateValidateBody): Promise<contracts.GateScanView> {
    return this.gate.validate(user.id, body.eventId, body.qr, body.gate.trim());
  }

  @Get('manifest')
  @ApiOperation({ summary: "The event's tickets and holder secrets for offline gates, signed with Ed25519" })
  @ApiReply(views.SignedGateManifestView)
  manifest(@CurrentUser() user: AuthUser, @Query() query: GateEventQuery): Promise<contracts.SignedGateManifestView> {
    return this.gate.manifest(user.id, query.eventId);
  }

  @Get('publicKey')
  @Public()
  @ApiOperation({ summary: 'The Ed25519 public key gate devices check manifests with' })
  @ApiReply(views.GatePublicKeyView)
  publicKey(): contracts.GatePublicKeyView {
    return this.signer.publicKey();
  }

  @Post('sync')
  @ApiOperation({ summary: 'Upload offline scans: first scan wins, second admissions are conflicts; idempotent' })
  @ApiReply([views.GateSyncResultView])
  sync(@CurrentUser() user: AuthUser, @Body() body: GateSyncBody): Promise<contracts.GateSyncResultView[]> {
    return this.gate.sync(
      user.id,
      body.eventId,
      body.deviceId,
      body.scans.map((s) => ({ ...s, gate: s.gate.trim() })),
    );
  }
}
