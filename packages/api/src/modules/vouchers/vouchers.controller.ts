import type { OrderDiscountsView, VoucherPage } from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiReply } from '../../common/http/api-reply.js';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { requestTimeZone } from '../../common/i18n/request-time-zone.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { DiscountsService } from './discounts.service.js';
import { ApplyDiscountBody, DiscountsQuery, MyVouchersQuery } from './dto/voucher.dto.js';
import * as views from './dto/voucher.view.js';
import { VouchersService } from './vouchers.service.js';

@ApiTags('voucher')
@Controller(api())
export class VouchersController {
  constructor(
    private readonly vouchers: VouchersService,
    private readonly discounts: DiscountsService,
  ) {}

  @Get('voucher/mine')
  @ApiOperation({
    summary:
      'My Voucher: my vouchers, newest first; status available | used | expired (expired: the window ended unused)',
  })
  @ApiReply(views.VoucherPageView)
  mine(@CurrentUser() user: AuthUser, @Query() query: MyVouchersQuery): Promise<VoucherPage> {
    return this.vouchers.mine(user, query.status, query.page, query.pageSize);
  }

  @Get('order/discounts')
  @ApiOperation({
    summary:
      'What I may apply to a held ticket or merch order of mine: usable vouchers with their discount, Fan Coin balance and the most coins allowed',
  })
  @ApiReply(views.OrderDiscountsView)
  options(@CurrentUser() user: AuthUser, @Query() query: DiscountsQuery): Promise<OrderDiscountsView> {
    return this.discounts.options(user, query.orderNo);
  }

  @Post('order/applyDiscount')
  @ApiOperation({
    summary:
      'Choose the voucher (or null) and the Fan Coin for a held ticket or merch order of mine; replaces the previous choice',
    description:
      'A ticket order (T…) takes vouchers of scope any or event, a merch order (M…) vouchers of scope merch. ' +
      'The previous voucher and coins come back in the same transaction. Refused once a payment has started (5158). ' +
      'Lowers amountDue (never below 0); a choice that leaves nothing to pay pays the order at once (orderStatus paid). ' +
      '5151 not found, 5152 not for this order, 5153 minimum spend, 5154 used or expired, 5155 not yet valid, ' +
      '5156 not enough Fan Coin, 5157 more than the maximum share, 5159 order not held, 5160 changed at the same time.',
  })
  @ApiReply(views.OrderDiscountsView)
  apply(
    @CurrentUser() user: AuthUser,
    @Body() body: ApplyDiscountBody,
    @Req() request: FastifyRequest,
  ): Promise<OrderDiscountsView> {
    return this.discounts.apply(user, body, { lang: requestLanguage(request), timeZone: requestTimeZone(request) });
  }
}
