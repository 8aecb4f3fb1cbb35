import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { SessionClaims, TokenIssuer } from '../../application/ports/token-issuer.port.js';

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** Each token has its own id (`jti`), so two sign-ins in the same second are two sessions (docs/adr/0046). */
export class JwtTokenIssuer implements TokenIssuer {
  constructor(private readonly secret: string) {}

  issue(claims: SessionClaims): string {
    return jwt.sign({ rol: claims.rol, tv: claims.tv }, this.secret, { algorithm: 'HS256', subject: claims.sub, expiresIn: TOKEN_TTL_SECONDS, jwtid: randomUUID() });
  }
}
