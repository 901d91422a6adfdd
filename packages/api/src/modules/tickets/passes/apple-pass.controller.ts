import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public, Raw, Unsigned } from '../../../common/http/decorators.js';
import { PKPASS_CONTENT_TYPE } from './apple-pass.js';
import { APPLE_PASS_PATH, WalletPassesService } from './wallet-passes.service.js';

/**
 * The Apple Wallet download: a plain link the phone opens, so it lives outside the signed API;
 * the short-lived HMAC token in the file name is the only credential.
 */
@ApiExcludeController()
@Unsigned()
@Public()
@Raw()
@Controller(APPLE_PASS_PATH)
export class ApplePassController {
  constructor(private readonly passes: WalletPassesService) {}

  @Get(':file')
  async download(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const token = file.endsWith('.pkpass') ? file.slice(0, -'.pkpass'.length) : '';
    const pass = token ? await this.passes.applePass(token) : null;
    if (!pass) throw new NotFoundException();
    await reply
      .code(200)
      .header('content-type', PKPASS_CONTENT_TYPE)
      .header('content-disposition', 'attachment; filename="ticket.pkpass"')
      .header('cache-control', 'no-store')
      .send(pass);
  }
}
