import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppError } from '../../common/errors/app-error.js';
import type { DeviceClass } from '../../common/http/device-class.js';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK } from '../../infra/tokens.js';
import { type SessionWithUser, SessionsRepository, type UserStatus } from './sessions.repository.js';

/** Who is calling, as the auth guard found them. */
export interface AuthUser {
  id: number;
  uuid: string;
  sessionId: string;
  status: UserStatus;
  role: string;
  phoneVerified: boolean;
  /** The device class the session signed in from (Session.deviceClass). */
  device: DeviceClass;
}

/** Where a sign-in comes from: the client's platform and the device class of its request. */
export interface SessionOrigin {
  platform: string;
  device: DeviceClass;
}

interface TokenClaims {
  sub: number;
  sid: string;
}

/** Logins: a JWT that names a session row, so revoking the row ends the login. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Opens a session for a user, recording where it signed in from, and returns its token. */
  async issue(userId: number, origin: SessionOrigin, tx?: EntityManager): Promise<string> {
    const now = this.clock.now();
    const ttlMs = this.config.sessionTtlHours * 3600_000;
    const id = randomUUID();
    await this.sessions.insert(
      {
        id,
        userId,
        platform: origin.platform,
        deviceClass: origin.device,
        createdAt: now,
        expiresAt: now + ttlMs,
        revokedAt: null,
      },
      tx,
    );
    const claims: TokenClaims = { sub: userId, sid: id };
    return this.jwt.signAsync(claims, { expiresIn: Math.floor(ttlMs / 1000) });
  }

  /**
   * The caller behind a token, or null when it is missing, forged, expired or revoked: at once when
   * the token itself is refused, else once its session is read (with the others of the same turn,
   * SessionsRepository.findWithUser).
   */
  authenticate(token: string | undefined, uuid: string | undefined): AuthUser | null | Promise<AuthUser | null> {
    if (!token) return null;
    const claims = this.claims(token);
    if (!claims) return null;
    return this.sessions.findWithUser(claims.sid).then((found) => found && this.caller(claims, found, uuid));
  }

  /**
   * The claims of a token signed with our key as HS256 and within its own `nbf` and `exp`, by the
   * library that signed it (JwtModule's verify options); null for anything else.
   */
  private claims(token: string): TokenClaims | null {
    try {
      const claims: unknown = this.jwt.verify(token);
      return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
    } catch {
      return null;
    }
  }

  private caller(claims: TokenClaims, { session, user }: SessionWithUser, uuid: string | undefined): AuthUser | null {
    const now = this.clock.now();
    if (session.revokedAt !== null || session.expiresAt <= now || session.userId !== claims.sub) return null;
    if (uuid && uuid !== user.uuid) return null;
    // A suspended account's live sessions stop working, and it is told why (spec §6).
    if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');
    return {
      id: user.id,
      uuid: user.uuid,
      sessionId: session.id,
      status: user.status,
      role: user.role,
      phoneVerified: user.phoneVerified,
      device: session.deviceClass,
    };
  }

  revoke(sessionId: string, tx?: EntityManager): Promise<void> {
    return this.sessions.revoke(sessionId, this.clock.now(), tx);
  }

  revokeAllForUser(userId: number, exceptSessionId?: string, tx?: EntityManager): Promise<void> {
    return this.sessions.revokeAllForUser(userId, this.clock.now(), exceptSessionId, tx);
  }
}
