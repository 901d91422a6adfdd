import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { answerCreated } from '../../../common/http/created-status.js';
import { Public, Raw, Unsigned } from '../../../common/http/decorators.js';
import { PKPASS_CONTENT_TYPE } from './apple-pass.js';
import { AppleWebService } from './apple-web-service.js';
import { APPLE_PASS_PATH } from './wallet-passes.service.js';

const REGISTRATION = 'v1/devices/:deviceId/registrations/:passTypeId/:serial';

/**
 * Apple's Wallet web service (the pass's webServiceURL is `<PUBLIC_API_URL>/passes/apple`).
 * Wallet calls it in Apple's own formats, unsigned and without a login: the pass's
 * authenticationToken (or, for the list of changed passes, the device library id) is the credential.
 */
@ApiExcludeController()
@Unsigned()
@Public()
@Raw()
@Controller(APPLE_PASS_PATH)
export class AppleWebServiceController {
  constructor(private readonly service: AppleWebService) {}

  @Post(REGISTRATION)
  async register(
    @Param() p: { deviceId: string; passTypeId: string; serial: string },
    @Headers('authorization') authorization: string | undefined,
    @Body() body: { pushToken?: unknown } | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const status = await this.service.register(p.deviceId, p.passTypeId, p.serial, authorization, body?.pushToken);
    await (status === 201 ? answerCreated(reply) : reply.code(status)).send();
  }

  @Delete(REGISTRATION)
  async unregister(
    @Param() p: { deviceId: string; passTypeId: string; serial: string },
    @Headers('authorization') authorization: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await reply.code(await this.service.unregister(p.deviceId, p.passTypeId, p.serial, authorization)).send();
  }

  @Get('v1/devices/:deviceId/registrations/:passTypeId')
  async updated(
    @Param() p: { deviceId: string; passTypeId: string },
    @Query('passesUpdatedSince') since: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.service.updatedSince(p.deviceId, p.passTypeId, since);
    if (answer.status !== 200) return void (await reply.code(answer.status).send());
    await reply.code(200).header('cache-control', 'no-store').send({
      serialNumbers: answer.serialNumbers,
      lastUpdated: answer.lastUpdated,
    });
  }

  @Get('v1/passes/:passTypeId/:serial')
  async latest(
    @Param() p: { passTypeId: string; serial: string },
    @Headers('authorization') authorization: string | undefined,
    @Headers('if-modified-since') ifModifiedSince: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.service.latest(p.passTypeId, p.serial, authorization, ifModifiedSince);
    if (answer.status !== 200) return void (await reply.code(answer.status).send());
    await reply
      .code(200)
      .header('content-type', PKPASS_CONTENT_TYPE)
      .header('last-modified', new Date(answer.lastModified).toUTCString())
      .header('cache-control', 'no-cache')
      .send(answer.pass);
  }

  @Post('v1/log')
  @HttpCode(200)
  log(@Body() body: unknown): void {
    this.service.log(body);
  }
}
