import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { BasicModule } from '../basic/index.js';
import { UsersModule } from '../users/index.js';
import { VouchersModule } from '../vouchers/index.js';
import { DrawService } from './draw.service.js';
import { EntriesService } from './entries.service.js';
import { GiveawayController } from './giveaway.controller.js';
import { GiveawayRepository } from './giveaway.repository.js';
import { GiveawayService } from './giveaway.service.js';
import { PrizeVouchers } from './prize-vouchers.js';

/**
 * The giveaway and invites (issue 15): campaigns, entries earned for verifying the phone, topping
 * up and inviting (caps per source), My Entry, my invites, and a draw anyone can verify.
 */
@Module({
  imports: [AuditModule, UsersModule, BasicModule, VouchersModule],
  controllers: [GiveawayController],
  providers: [GiveawayRepository, EntriesService, GiveawayService, DrawService, PrizeVouchers],
  exports: [DrawService, GiveawayService],
})
export class GiveawayModule {}
