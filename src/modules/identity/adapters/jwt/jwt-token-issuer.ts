import jwt from 'jsonwebtoken';
import { SESSION_TTL_MS } from '../../application/issue-session.js';
import type { SessionClaims, TokenIssuer } from '../../application/ports/token-issuer.port.js';

export const TOKEN_TTL_SECONDS = SESSION_TTL_MS / 1000;

export class JwtTokenIssuer implements TokenIssuer {
  constructor(private readonly secret: string) {}

  issue(claims: SessionClaims): string {
    return jwt.sign({ rol: claims.rol, tv: claims.tv, sid: claims.sid }, this.secret, { algorithm: 'HS256', subject: claims.sub, expiresIn: TOKEN_TTL_SECONDS });
  }
}
