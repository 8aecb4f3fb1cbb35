import type { Clock } from '../../../../platform/clock.js';
import { httpRequest, type HttpAnswer } from './http-client.js';
import { maskSecret } from './masking.js';
import { credentialsRejected, inMaintenance, IracingRateLimited, notConfigured, unreachable } from '../../domain/iracing.errors.js';
import type { IracingCredentials, SyncLedger } from '../../application/ports/iracing-store.port.js';

/** An access token and the refresh token that replaces it; instants in ms since the epoch. */
export interface TokenPair {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string | null;
  refreshExpiresAt: number | null;
  /**
   * A keyed hash of the four credentials that got the pair (never the credentials themselves): a pair
   * whose credentials are no longer those in force, however they changed, is never used nor refreshed.
   */
  credenciales?: string;
}

/** Where the token pair lives, encrypted, shared by every server and the CLI. */
export interface TokenVault {
  read(): Promise<TokenPair | null>;
  write(pair: TokenPair, at: Date): Promise<void>;
}

/** A token this close to its end is renewed rather than used. */
const MARGIN_MS = 30_000;
/** Longer than a token call can take (each gives up after `timeoutMs`). */
const LEASE_MS = 60_000;
const LEASE_KEY = 'tokens';

/** iRacing refused a refresh token (used already, or expired): a password grant follows. */
class RefreshRefused extends Error {}

export interface OAuthOptions {
  oauthUrl: string;
  credentials(): Promise<IracingCredentials | null>;
  /** The keyed hash kept with a pair to say which credentials it belongs to. */
  fingerprint(credentials: IracingCredentials): string;
  vault: TokenVault;
  leases: Pick<SyncLedger, 'claim' | 'release'>;
  clock: Clock;
  holder: string;
  timeoutMs: number;
  sleep(ms: number): Promise<void>;
}

/**
 * The league's tokens from iRacing's OAuth server (password limited grant). A refresh token works
 * once, and iRacing allows about a dozen password grants an hour, so: the pair is kept in the
 * database; a renewal refreshes and logs in again only when the refresh is refused; and only the
 * process holding the `tokens` lease renews, the others wait for what it stores.
 */
export class OAuthTokens {
  /** The pair this process last read or stored: used while valid, so a data call costs no database read. */
  private last: TokenPair | null = null;
  /** The renewal this process is running: calls made meanwhile (a result and its lap chart asked at once) share it. */
  private renewal: { rejected: string | undefined; passwordGrant: boolean; credenciales: string; token: Promise<string> } | null = null;

  constructor(private readonly options: OAuthOptions) {}

  /** Forgets the pair held in memory (the credentials changed: it belongs to the old account). */
  forget(): void {
    this.last = null;
  }

  /**
   * A valid access token. `rejected`: a token the data API just refused (answered 401), never given
   * back; `passwordGrant`: skip the refresh (it already produced a refused token).
   */
  async accessToken(rejected?: string, passwordGrant = false): Promise<string> {
    // The credentials in force are read on every call (the environment, else what any server saved),
    // so tokens that came from other credentials are never used, in memory or stored.
    const credentials = await this.options.credentials();
    if (!credentials) throw notConfigured();
    const credenciales = this.options.fingerprint(credentials);
    const usable = (pair: TokenPair | null): boolean =>
      pair !== null && pair.credenciales === credenciales && pair.accessToken !== rejected && pair.accessExpiresAt - MARGIN_MS > this.options.clock.now().getTime();
    if (this.last && usable(this.last)) return this.last.accessToken;
    if (this.renewal && this.renewal.rejected === rejected && this.renewal.passwordGrant === passwordGrant && this.renewal.credenciales === credenciales) return this.renewal.token;
    const renewal = { rejected, passwordGrant, credenciales, token: this.renew(usable, rejected, passwordGrant, credentials, credenciales) };
    this.renewal = renewal;
    try {
      return await renewal.token;
    } finally {
      if (this.renewal === renewal) this.renewal = null;
    }
  }

  private async renew(usable: (pair: TokenPair | null) => boolean, rejected: string | undefined, passwordGrant: boolean, credentials: IracingCredentials, credenciales: string): Promise<string> {
    const stored = await this.options.vault.read();
    if (stored && usable(stored)) return (this.last = stored).accessToken;
    const { leases, holder } = this.options;
    const waitUntil = Date.now() + this.options.timeoutMs * 2;
    while (!(await leases.claim(LEASE_KEY, holder, this.options.clock.now(), LEASE_MS))) {
      if (Date.now() > waitUntil) throw unreachable(new Error('another process holds the token lease'));
      await this.options.sleep(200);
      const renewed = await this.options.vault.read();
      if (renewed && usable(renewed)) return (this.last = renewed).accessToken;
    }
    try {
      const current = await this.options.vault.read();
      if (current && usable(current)) return (this.last = current).accessToken;
      const now = this.options.clock.now().getTime();
      let next: TokenPair | null = null;
      // A refresh token of other credentials (a changed password, another account) is not used: iRacing
      // would renew it without noticing the change.
      if (!passwordGrant && current?.credenciales === credenciales && current.refreshToken && (current.refreshExpiresAt ?? Infinity) > now) {
        next = await this.grant({
          grant_type: 'refresh_token',
          client_id: credentials.clientId,
          client_secret: maskSecret(credentials.clientSecret, credentials.clientId),
          refresh_token: current.refreshToken,
        }).catch((err: unknown) => {
          if (err instanceof RefreshRefused) return null;
          throw err;
        });
      }
      next ??= await this.grant({
        grant_type: 'password_limited',
        client_id: credentials.clientId,
        client_secret: maskSecret(credentials.clientSecret, credentials.clientId),
        username: credentials.username,
        password: maskSecret(credentials.password, credentials.username),
        scope: 'iracing.auth',
      });
      next = { ...next, credenciales };
      await this.options.vault.write(next, this.options.clock.now());
      return (this.last = next).accessToken;
    } finally {
      await leases.release(LEASE_KEY, holder);
    }
  }

  private async grant(form: Record<string, string>): Promise<TokenPair> {
    let response: HttpAnswer;
    try {
      response = await httpRequest(`${this.options.oauthUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams(form).toString(),
        timeoutMs: this.options.timeoutMs,
      });
    } catch (err) {
      throw unreachable(err);
    }
    let body: Record<string, unknown> | null = null;
    try {
      body = JSON.parse(response.text) as Record<string, unknown>;
    } catch {
      body = null;
    }
    const ok = response.status >= 200 && response.status < 300;
    if (ok && body && typeof body.access_token === 'string') {
      const now = this.options.clock.now().getTime();
      const seconds = (v: unknown, fallback: number) => (typeof v === 'number' && v > 0 ? v : fallback);
      return {
        accessToken: body.access_token,
        accessExpiresAt: now + seconds(body.expires_in, 600) * 1000,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : null,
        refreshExpiresAt: typeof body.refresh_token === 'string' ? now + seconds(body.refresh_token_expires_in, 7 * 86_400) * 1000 : null,
      };
    }
    const error = typeof body?.error === 'string' ? body.error : '';
    if (response.status === 429) {
      const reset = Number(response.header('x-ratelimit-reset'));
      const retryAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : new Date(Date.now() + 60_000);
      throw new IracingRateLimited(retryAt, Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000)));
    }
    if (response.status === 503 || error === 'temporarily_unavailable') throw inMaintenance(new Error(error || `HTTP ${response.status}`));
    if (form.grant_type === 'refresh_token' && error === 'invalid_grant') throw new RefreshRefused();
    if (['invalid_grant', 'invalid_client', 'unauthorized_client', 'invalid_request', 'unsupported_grant_type'].includes(error) || response.status === 400 || response.status === 401) {
      throw credentialsRejected(new Error(`${error}: ${String(body?.error_description ?? '')}`));
    }
    throw unreachable(new Error(`HTTP ${response.status} ${error}`));
  }
}
