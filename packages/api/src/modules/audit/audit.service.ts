import type { AuditActorKind, AuditEntryView, AuditPageView } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { userInfo } from 'node:os';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { type AuditFilter, AuditRepository } from './audit.repository.js';
import type { AuditEntry } from './entities/audit-entry.entity.js';

/** Who does a recorded action: an account in the console, or an operator at the command line. */
export interface Actor {
  kind: AuditActorKind;
  /** The account's id (console); null for ops. */
  userId: number | null;
  /** The account's e-mail, or `ops:<operator>`. */
  label: string;
}

/** The operator running `npm run ops` (the machine account's name: the command line has no login). */
export function opsActor(): Actor {
  let name = 'unknown';
  try {
    name = userInfo().username || name;
  } catch {
    // A container user with no passwd entry: recorded as unknown rather than not at all.
  }
  return { kind: 'ops', userId: null, label: `ops:${name}` };
}

/** What an action was done to, and its state before and after (any JSON value). */
export interface AuditDetail {
  eventId?: number | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

const PAGE = 50;

function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function entryView(entry: AuditEntry): AuditEntryView {
  return {
    id: entry.id,
    actorKind: entry.actorKind as AuditActorKind,
    actor: entry.actor,
    action: entry.action,
    eventId: entry.eventId,
    target: entry.target,
    before: entry.before,
    after: entry.after,
    createdAt: Number(entry.createdAt),
  };
}

/**
 * The one place an action is recorded, by the console and the ops command line alike (decision
 * 0028): the service that makes a change records it in the change's own transaction, so a change
 * never lands unrecorded and a refused one leaves nothing. Entries are never edited.
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly entries: AuditRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Records `action` by `actor` in the transaction `tx` (or on its own when there is none). */
  record(tx: EntityManager | undefined, actor: Actor, action: string, detail: AuditDetail = {}): Promise<void> {
    return this.entries.insert(tx, {
      actorKind: actor.kind,
      actorId: actor.userId,
      actor: actor.label.slice(0, 320),
      action: action.slice(0, 80),
      eventId: detail.eventId ?? null,
      target: detail.target?.slice(0, 200) ?? null,
      before: json(detail.before),
      after: json(detail.after),
      createdAt: this.clock.now(),
    });
  }

  /** Entries newest first, narrowed by the filter; a page of 50 and where the next one starts. */
  async search(filter: Omit<AuditFilter, 'limit'>): Promise<AuditPageView> {
    const found = await this.entries.search({ ...filter, limit: PAGE + 1 });
    const list = found.slice(0, PAGE).map(entryView);
    return { list, nextBefore: found.length > PAGE ? list[list.length - 1]!.id : null };
  }
}
