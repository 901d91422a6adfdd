import type {
  RechargeCreatedView,
  RechargeResultView,
  WalletInfoView,
  WalletPaidView,
  WalletRecordPage,
} from '@fanpass/contracts';
import { Body, Controller, Get, Headers, Post, Query, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiReply } from '../../common/http/api-reply.js';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { requestTimeZone } from '../../common/i18n/request-time-zone.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { RechargeBody, RecordsQuery, TopUpOrderQuery, WalletPayRequest } from './dto/wallet.dto.js';
import * as views from './dto/wallet.view.js';
import { TopUpsService } from './topups.service.js';
import { WalletPayService } from './wallet-pay.service.js';
import { WalletService } from './wallet.service.js';

@ApiTags('wallet')
@Controller(api('wallet'))
export class WalletController {
  constructor(
    private readonly wallet: WalletService,
    private readonly topUps: TopUpsService,
    private readonly walletPay: WalletPayService,
  ) {}

  @Get('info')
  @ApiOperation({
    summary: 'My wallet: balance, Fan Coin, usable vouchers, whether the payment password is set, top-up limits',
  })
  @ApiReply(views.WalletInfoView)
  info(@CurrentUser() user: AuthUser): Promise<WalletInfoView> {
    return this.wallet.info(user);
  }

  @Get('transactions')
  @ApiOperation({ summary: 'My wallet records (cash and Fan Coin), newest first, paged, filterable by type and unit' })
  @ApiReply(views.WalletRecordPageView)
  transactions(@CurrentUser() user: AuthUser, @Query() query: RecordsQuery): Promise<WalletRecordPage> {
    return this.wallet.list(user, query);
  }

  @Post('recharge')
  @ApiOperation({
    summary:
      'Top up (deposit): a W… order for an amount > 0 within the per-top-up and per-day maximum, paid through the provider; answers its page',
  })
  @ApiReply(views.RechargeCreatedView)
  recharge(
    @CurrentUser() user: AuthUser,
    @Body() body: RechargeBody,
    @Req() request: FastifyRequest,
  ): Promise<RechargeCreatedView> {
    return this.topUps.recharge(user, body, { lang: requestLanguage(request), timeZone: requestTimeZone(request) });
  }

  @Get('rechargeResult')
  @ApiOperation({
    summary:
      "A top-up's result: pending, paid, failed or expired, and the balance; a declined or abandoned one credits nothing",
  })
  @ApiReply(views.RechargeResultView)
  rechargeResult(
    @CurrentUser() user: AuthUser,
    @Query() query: TopUpOrderQuery,
    @Req() request: FastifyRequest,
  ): Promise<RechargeResultView> {
    return this.topUps.result(user, query.orderNo, requestLanguage(request));
  }

  @Post('pay')
  @ApiOperation({
    summary:
      'Pay a held order (ticket, merch) from the wallet with the 6-digit payment password: debit and paid order in one transaction',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8–64 of [A-Za-z0-9_-]; the same key replays the first answer and never pays twice',
  })
  @ApiReply(views.WalletPaidView)
  pay(
    @CurrentUser() user: AuthUser,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: WalletPayRequest,
    @Req() request: FastifyRequest,
  ): Promise<WalletPaidView> {
    return this.walletPay.pay(user, body.orderNo, body.payPassword, key, {
      lang: requestLanguage(request),
      timeZone: requestTimeZone(request),
    });
  }
}
