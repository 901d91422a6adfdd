import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply, NO_DATA } from '../../common/http/api-reply.js';
import { Public } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { type AuthUser, CurrentUser } from '../sessions/index.js';
import { AlertsService } from './alerts.service.js';
import { AlertPreferenceBody, InboxReadBody, PushSubscribeBody, PushUnsubscribeBody } from './dto/alerts.dto.js';
import * as views from './dto/alerts.view.js';
import { PushSubscriptions } from './push-subscriptions.service.js';

@ApiTags('alerts')
@Controller(api('alerts'))
export class AlertsController {
  constructor(
    private readonly alerts: AlertsService,
    private readonly subscriptions: PushSubscriptions,
  ) {}

  @Public()
  @Get('push/key')
  @ApiOperation({ summary: 'Whether Web Push is on, and the VAPID public key to subscribe with' })
  @ApiReply(views.PushKeyView)
  key(): contracts.PushKeyView {
    return this.subscriptions.key();
  }

  @Post('push/subscribe')
  @ApiOperation({ summary: 'Receive alerts on this browser: its PushSubscription (endpoint and keys)' })
  @ApiReply(views.PushSubscriptionView)
  subscribe(@CurrentUser() user: AuthUser, @Body() body: PushSubscribeBody): Promise<{ id: number }> {
    return this.subscriptions.subscribe(user.id, body.endpoint, body.keys.p256dh, body.keys.auth);
  }

  @Post('push/unsubscribe')
  @ApiOperation({ summary: 'Stop alerts on this browser' })
  @ApiReply(NO_DATA)
  async unsubscribe(@CurrentUser() user: AuthUser, @Body() body: PushUnsubscribeBody): Promise<null> {
    await this.subscriptions.unsubscribe(user.id, body.endpoint);
    return null;
  }

  @Get('inbox')
  @ApiOperation({ summary: 'My alerts of the last 90 days, newest first, and how many are unread' })
  @ApiReply(views.AlertInboxView)
  inbox(@CurrentUser() user: AuthUser): Promise<contracts.AlertInboxView> {
    return this.alerts.inbox(user.id);
  }

  @Post('inbox/read')
  @ApiOperation({ summary: 'Mark one alert (or all) read; answers the inbox' })
  @ApiReply(views.AlertInboxView)
  read(@CurrentUser() user: AuthUser, @Body() body: InboxReadBody): Promise<contracts.AlertInboxView> {
    return this.alerts.markRead(user.id, body.id ?? null);
  }

  @Get('preferences')
  @ApiOperation({ summary: 'My alert preferences: every kind and channel, with the defaults' })
  @ApiReply([views.AlertPreferenceView])
  preferences(@CurrentUser() user: AuthUser): Promise<contracts.AlertPreferenceView[]> {
    return this.alerts.preferences(user.id);
  }

  @Post('preferences')
  @ApiOperation({ summary: 'Switch one kind of alert on one channel on or off; answers every preference' })
  @ApiReply([views.AlertPreferenceView])
  setPreference(
    @CurrentUser() user: AuthUser,
    @Body() body: AlertPreferenceBody,
  ): Promise<contracts.AlertPreferenceView[]> {
    return this.alerts.setPreference(user.id, body.kind, body.channel, body.enabled);
  }
}
