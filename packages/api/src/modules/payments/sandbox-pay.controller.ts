import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { languageFromHeader, LANGUAGES, type Language } from '@fanpass/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public, Raw, RepairExempt, Unsigned } from '../../common/http/decorators.js';
import { SandboxCheckoutService } from './sandbox-checkout.service.js';
import { SANDBOX_PAGE_CSP } from './sandbox-page.js';

function pageLanguage(request: FastifyRequest, lang: string | undefined): Language {
  if (lang && (LANGUAGES as readonly string[]).includes(lang)) return lang as Language;
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header);
}

/** The sandbox provider's hosted payment page (the browser goes here, not our client). */
@ApiExcludeController()
@Unsigned()
@Public()
@Raw()
@RepairExempt()
@Controller('sandbox-pay')
export class SandboxPayController {
  constructor(private readonly checkout: SandboxCheckoutService) {}

  @Get(':paymentNo')
  async page(
    @Param('paymentNo') paymentNo: string,
    @Query('lang') lang: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const html = await this.checkout.page(paymentNo, pageLanguage(request, lang));
    await reply
      .code(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SANDBOX_PAGE_CSP)
      .header('cache-control', 'no-store')
      .send(html);
  }

  @Post(':paymentNo')
  async submit(
    @Param('paymentNo') paymentNo: string,
    @Query('lang') lang: string | undefined,
    @Body() form: Record<string, string>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.checkout.submit(paymentNo, form ?? {}, pageLanguage(request, lang));
    if ('redirect' in answer) {
      await reply.code(303).header('location', answer.redirect).send();
      return;
    }
    await reply
      .code(answer.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', SANDBOX_PAGE_CSP)
      .send(answer.html);
  }
}
