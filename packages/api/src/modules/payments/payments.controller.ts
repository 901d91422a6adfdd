import type {
  DeletedView,
  PaymentCallbackView,
  PaymentCreatedView,
  PaymentMethodsView,
  PaymentResultView,
  SavedCardView,
} from '@fanpass/contracts';
import { Body, Controller, Get, Headers, Post, Query, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Inject } from '@nestjs/common';
import { Public, RepairExempt, Unsigned } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { requestTimeZone } from '../../common/i18n/request-time-zone.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { CardIdBody, CreatePaymentBody, OrderNoPaymentQuery } from './dto/payment.dto.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';
import { PaymentsService } from './payments.service.js';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-signature.js';
import { PaymentEventsService } from './payment-events.service.js';
import { rawJsonBody } from '../../common/http/json-body.js';
import { ApiReply } from '../../common/http/api-reply.js';
import * as shared from '../../common/http/shared.view.js';
import * as views from './dto/payment.view.js';

@ApiTags('payment')
@Controller(api('payment'))
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly events: PaymentEventsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Get('methods')
  @ApiOperation({
    summary: 'Payment methods (card, provider types; wallet later), the 13 payment types and my saved cards',
  })
  @ApiReply(views.PaymentMethodsView)
  methods(@CurrentUser() user: AuthUser): Promise<PaymentMethodsView> {
    return this.payments.methods(user);
  }

  @Post('create')
  @ApiOperation({ summary: "Start paying a held order; answers the provider page's redirectUrl" })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8–64 of [A-Za-z0-9_-]; the same key replays the first payment, and is refused with another request',
  })
  @ApiReply(views.PaymentCreatedView)
  create(
    @CurrentUser() user: AuthUser,
    @Body() body: CreatePaymentBody,
    @Headers('idempotency-key') key: string | undefined,
    @Req() request: FastifyRequest,
  ): Promise<PaymentCreatedView> {
    return this.payments.create(
      user,
      body,
      { lang: requestLanguage(request), timeZone: requestTimeZone(request) },
      key,
    );
  }

  @Get('result')
  @ApiOperation({
    summary: 'Result page: order status, latest payment, ticket codes once paid, or the failure apology',
  })
  @ApiReply(views.PaymentResultView)
  result(
    @CurrentUser() user: AuthUser,
    @Query() query: OrderNoPaymentQuery,
    @Req() request: FastifyRequest,
  ): Promise<PaymentResultView> {
    return this.payments.result(user, query.orderNo, requestLanguage(request));
  }

  @Get('savedCards')
  @ApiOperation({ summary: 'My remembered cards: brand, last four digits and expiry only' })
  @ApiReply([views.SavedCardView])
  savedCards(@CurrentUser() user: AuthUser): Promise<SavedCardView[]> {
    return this.payments.cards(user);
  }

  @Post('deleteCard')
  @ApiOperation({ summary: 'Forget a remembered card' })
  @ApiReply(shared.DeletedView)
  deleteCard(@CurrentUser() user: AuthUser, @Body() body: CardIdBody): Promise<DeletedView> {
    return this.payments.deleteCard(user, body.id);
  }

  @Post('callback')
  @Unsigned()
  @Public()
  @RepairExempt()
  @ApiOperation({
    summary:
      "Provider callback / webhook (server to server), signed by the configured provider (the sandbox's HMAC, Stripe's signature); stored, then applied once per message and once per charge",
  })
  @ApiHeader({
    name: SANDBOX_SIGNATURE_HEADER,
    required: false,
    description: 'sandbox: hex HMAC-SHA256 of the canonical callback text',
  })
  @ApiHeader({ name: 'stripe-signature', required: false, description: 'Stripe: the webhook signature header' })
  @ApiReply(views.PaymentCallbackView)
  async callback(
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Req() request: FastifyRequest,
  ): Promise<PaymentCallbackView> {
    const verified = this.provider.verifyEvent(rawJsonBody(request), headers);
    if (!verified) return { received: true, outcome: 'ignored' };
    await this.provider.confirm?.(verified);
    // The remembered card is a nicety: when the provider cannot be asked now, the payment still settles.
    const event = (await this.provider.withCard?.(verified).catch(() => verified)) ?? verified;
    return { received: true, outcome: await this.events.receive(event, 'webhook') };
  }
}
