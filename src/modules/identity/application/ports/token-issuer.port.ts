import type { Rol } from '../../domain/user.entity.js';

export interface SessionClaims {
  sub: string;
  rol: Rol;
  /** The user's tokenVersion when the token was issued. */
  tv: number;
  /** The session's opaque id (its row of auth_sessions), checked on every request. */
  sid: string;
}

/** Port: signs session tokens (HS256 JWT, 7 days). Verification happens in the HTTP layer (koa-jwt). */
export interface TokenIssuer {
  issue(claims: SessionClaims): string;
}
