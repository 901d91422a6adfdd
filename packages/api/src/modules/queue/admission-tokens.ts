import { JwtService } from '@nestjs/jwt';
import { createHmac, createSecretKey } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';

/** What a queue token says: whose place (or admission) it is, for which event, under which code. */
export interface QueueClaims {
  sub: number;
  evt: number;
  code: string;
}

interface SignedClaims extends QueueClaims {
  aud: string;
  exp?: number;
}

const PLACE = 'fanpass-queue-place';
const ADMISSION = 'fanpass-queue-admission';

/**
 * The queue's two tokens, JWTs (HS256 through @nestjs/jwt) under a key derived from JWT_SECRET for
 * this purpose only, so neither can pass for a login token or for the other (each has its own
 * audience): the place token a fan's screen asks its status with (no expiry: it only reads), and
 * the short-lived admission the order calls need.
 */
export class QueueTokens {
  private readonly jwt: JwtService;

  constructor(jwtSecret: string) {
    const key = createHmac('sha256', jwtSecret).update('queue tokens').digest();
    this.jwt = new JwtService({
      secret: createSecretKey(key),
      signOptions: { algorithm: 'HS256' },
      verifyOptions: { algorithms: ['HS256'] },
    });
  }

  place(claims: QueueClaims): string {
    return this.jwt.sign({ ...claims, aud: PLACE });
  }

  admission(claims: QueueClaims, expiresAt: number): string {
    return this.jwt.sign({ ...claims, aud: ADMISSION, exp: Math.floor(expiresAt / 1000) });
  }

  /** The place token's claims, or QUEUE_NOT_JOINED for anything that is not one. */
  readPlace(token: string): QueueClaims {
    try {
      return this.claims(this.jwt.verify<SignedClaims>(token, { audience: PLACE, ignoreExpiration: true }));
    } catch {
      throw new AppError('QUEUE_NOT_JOINED');
    }
  }

  /** The admission's claims at `now` (the service's clock): expired and forged ones are refused apart. */
  readAdmission(token: string, now: number): QueueClaims {
    let claims: SignedClaims;
    try {
      claims = this.jwt.verify<SignedClaims>(token, { audience: ADMISSION, ignoreExpiration: true });
    } catch {
      throw new AppError('QUEUE_ADMISSION_INVALID');
    }
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) throw new AppError('QUEUE_ADMISSION_EXPIRED');
    return this.claims(claims);
  }

  private claims(c: SignedClaims): QueueClaims {
    return { sub: c.sub, evt: c.evt, code: c.code };
  }
}
