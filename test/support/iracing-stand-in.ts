import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the data host answers to the next data call instead of its data. */
export type IracingFailure =
  | { status: 401 }
  | { status: 429; resetInSeconds: number }
  | { status: 503 }
  | { drop: true };

export interface StandInCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

interface LapChartEntry {
  info: Record<string, unknown>;
  chunks: unknown[][];
  /** The answer naming the chunks on the storage host, written once. */
  answer?: Record<string, unknown>;
}

const DEFAULT_CREDENTIALS: StandInCredentials = { clientId: 'LigaParrillaApp', clientSecret: 'secreto-del-cliente', username: 'Admin.Liga@Ejemplo.test', password: 'contraseña-de-iracing' };

/** iRacing's masking, written here from its documentation, independently of the product's. */
const mask = (secret: string, id: string) =>
  createHash('sha256')
    .update(secret + id.trim().toLowerCase())
    .digest('base64');

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in of iRacing's two hosts and its storage, shaped on the real answers in
 * `shared/fixtures/iracing/data-*.json`:
 * - the OAuth host (`POST /oauth2/token`): the password limited grant, checking the masked client
 *   secret and password; refresh tokens that work once;
 * - the data host (`GET /data/...` with a Bearer token): answers `{link, expires}` with the
 *   `x-ratelimit-*` headers, or 401 / 429 / 503 on demand; 404 for an unknown subsession;
 * - a storage host (another port) serving what the links and chunk addresses name, which refuses any
 *   request carrying an Authorization header, as iRacing's storage does.
 * Counters say how many grants of each kind and data calls it answered.
 */
export class IracingStandIn {
  credentials: StandInCredentials = { ...DEFAULT_CREDENTIALS };
  member = { cust_id: 900001, display_name: 'Admin Liga Inventada' };
  /** Seconds an access token lives (iRacing: about 600). */
  accessTtl = 600;
  readonly results = new Map<number, unknown>();
  readonly lapCharts = new Map<number, LapChartEntry>();
  readonly seasonSessions = new Map<string, unknown>();
  readonly leagueSeasons = new Map<number, unknown>();
  /** Members as `/data/member/get?include_licenses=true` answers them, by customer id (`{cust_id, display_name, licenses: […]}`). */
  readonly members = new Map<number, unknown>();
  readonly counts = { passwordGrants: 0, refreshGrants: 0, refusedRefreshes: 0, rejectedGrants: 0, dataCalls: 0, unauthorized: 0, storageCalls: 0, storageRefusedAuthorization: 0 };
  /** Data calls per path and subsession (`/data/results/get:123`), to prove what was fetched how often. */
  readonly fetched = new Map<string, number>();
  /** Every form the token endpoint received. */
  readonly grants: Array<Record<string, string>> = [];
  private readonly failures: IracingFailure[] = [];
  private maintenance = false;
  private dropping = false;
  private tokenMaintenance = false;
  private readonly accessTokens = new Map<string, number>();
  private readonly refreshTokens = new Set<string>();
  private readonly blobs = new Map<string, string>();
  /** Holds a data call until the test lets it go (to stop a process mid-sync). */
  private gate: { path: string; reached: () => void; opened: Promise<void> } | null = null;
  private api?: Server;
  private storage?: Server;
  oauthUrl = '';
  dataUrl = '';
  storageUrl = '';

  async start(): Promise<void> {
    this.api = createServer((req, res) => void this.handleApi(req, res));
    this.storage = createServer((req, res) => this.handleStorage(req, res));
    for (const server of [this.api, this.storage]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.oauthUrl = this.dataUrl = `http://127.0.0.1:${(this.api.address() as AddressInfo).port}`;
    this.storageUrl = `http://127.0.0.1:${(this.storage.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const server of [this.api, this.storage]) {
      if (!server) continue;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  /** The environment that points the product at this stand-in, with its credentials. */
  env(withCredentials = true): Record<string, string> {
    return {
      IRACING_OAUTH_URL: this.oauthUrl,
      IRACING_DATA_URL: this.dataUrl,
      ...(withCredentials
        ? { IRACING_CLIENT_ID: this.credentials.clientId, IRACING_CLIENT_SECRET: this.credentials.clientSecret, IRACING_USERNAME: this.credentials.username, IRACING_PASSWORD: this.credentials.password }
        : {}),
    };
  }

  /** Delays every answer of the token endpoint (to hold a renewal while another process wants one). */
  tokenDelayMs = 0;

  /** Back to a fresh stand-in: no data, no tokens issued, no failures, counters at zero, the default credentials. */
  reset(): void {
    for (const map of [this.results, this.lapCharts, this.seasonSessions, this.leagueSeasons, this.members, this.fetched, this.accessTokens, this.blobs]) map.clear();
    this.refreshTokens.clear();
    for (const key of Object.keys(this.counts) as Array<keyof typeof this.counts>) this.counts[key] = 0;
    this.grants.length = 0;
    this.failures.length = 0;
    this.maintenance = this.tokenMaintenance = this.dropping = false;
    this.gate = null;
    this.tokenDelayMs = 0;
    this.credentials = { ...DEFAULT_CREDENTIALS };
  }

  /** The next data calls fail this way, one failure each, in order. */
  fail(...failures: IracingFailure[]): void {
    this.failures.push(...failures);
  }

  /**
   * Every data call is dropped without an answer until called again with false: a host that keeps
   * closing connections (one drop alone is retried by the client on a new connection).
   */
  setDropping(on: boolean): void {
    this.dropping = on;
  }

  /** Every data call (and, with `tokens`, every grant) answers 503 maintenance until called again with false. */
  setMaintenance(on: boolean, tokens = false): void {
    this.maintenance = on;
    this.tokenMaintenance = on && tokens;
  }

  /** Forgets every access token it issued, as their expiry would: the next data call gets 401. */
  expireAccessTokens(): void {
    this.accessTokens.clear();
  }

  /** Forgets every refresh token too: only a password grant works. */
  expireRefreshTokens(): void {
    this.refreshTokens.clear();
  }

  /** Holds the first data call whose path and query contain `match` until `release()`; `reached` resolves when it arrives. */
  holdAt(match: string): { reached: Promise<void>; release: () => void } {
    let reached!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.gate = { path: match, reached, opened };
    return { reached: reachedPromise, release: () => open() };
  }

  fetchedCount(path: string, subsessionId?: number): number {
    return this.fetched.get(subsessionId === undefined ? path : `${path}:${subsessionId}`) ?? 0;
  }

  /** A league season's sessions, shaped as `/data/league/season_sessions` answers. */
  setSeason(leagueId: number, seasonId: number, sessions: Array<{ subsession_id: number; launch_at: string; has_results: boolean; track?: string }>): void {
    this.seasonSessions.set(`${leagueId}:${seasonId}`, {
      success: true,
      season_id: seasonId,
      league_id: leagueId,
      sessions: sessions.map((s, i) => ({
        league_id: leagueId,
        league_season_id: seasonId,
        session_id: 500000 + i,
        subsession_id: s.subsession_id,
        private_session_id: 600000 + i,
        launch_at: s.launch_at,
        has_results: s.has_results,
        status: s.has_results ? 4 : 0,
        race_length: 40,
        time_limit: 120,
        track: { track_id: 1, track_name: s.track ?? 'Autódromo Ficticio', config_name: 'Completo' },
      })),
    });
  }

  setLapChart(subsessionId: number, rows: unknown[], chunkSize = 500): void {
    const chunks: unknown[][] = [];
    for (let i = 0; i < rows.length; i += chunkSize) chunks.push(rows.slice(i, i + chunkSize));
    this.lapCharts.set(subsessionId, {
      info: { success: true, session_info: { subsession_id: subsessionId, simsession_number: 0, simsession_type: 6 }, best_lap_num: -1, best_lap_time: -1 },
      chunks,
    });
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'POST' && url.pathname === '/oauth2/token') {
      const body = await readBody(req);
      if (this.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, this.tokenDelayMs));
      return this.token(body, res);
    }
    if (req.method !== 'GET' || !url.pathname.startsWith('/data/')) return json(res, 404, { error: 'Not Found' });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const expires = bearer ? this.accessTokens.get(bearer) : undefined;
    const limits = this.rateLimitHeaders();
    if (!bearer || expires === undefined || expires < Date.now()) {
      this.counts.unauthorized += 1;
      return json(res, 401, { error: 'Unauthorized' }, limits);
    }
    const failure = this.failures.shift() ?? (this.dropping ? { drop: true as const } : this.maintenance ? { status: 503 as const } : undefined);
    if (failure) {
      if ('drop' in failure) {
        req.socket.destroy();
        return;
      }
      if (failure.status === 401) {
        this.counts.unauthorized += 1;
        return json(res, 401, { error: 'Unauthorized' }, limits);
      }
      if (failure.status === 429) {
        return json(res, 429, { error: 'Rate limit exceeded' }, { ...limits, 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + failure.resetInSeconds) });
      }
      return json(res, 503, { error: 'Site Maintenance', note: 'The site is currently undergoing maintenance. Please try your request later.' });
    }
    this.counts.dataCalls += 1;
    const subsession = Number(url.searchParams.get('subsession_id'));
    const key = url.searchParams.has('subsession_id') ? `${url.pathname}:${subsession}` : url.pathname;
    this.fetched.set(key, (this.fetched.get(key) ?? 0) + 1);
    if (this.gate && `${url.pathname}${url.search}`.includes(this.gate.path)) {
      const gate = this.gate;
      this.gate = null;
      gate.reached();
      await gate.opened;
    }
    const data = this.dataFor(url);
    if (data === undefined) return json(res, 404, { error: 'Not Found' }, limits);
    json(res, 200, this.link(data), limits);
  }

  private dataFor(url: URL): unknown {
    const q = (name: string) => Number(url.searchParams.get(name));
    switch (url.pathname) {
      case '/data/member/info':
        return this.member;
      case '/data/results/get':
        return this.results.get(q('subsession_id'));
      case '/data/results/lap_chart_data': {
        const chart = this.lapCharts.get(q('subsession_id'));
        if (!chart || q('simsession_number') !== 0) return undefined;
        if (!chart.answer) {
          const names = chart.chunks.map((rows) => {
            const name = `${randomBytes(16).toString('hex')}.json`;
            this.blobs.set(`/chunks/${name}`, JSON.stringify(rows));
            return name;
          });
          chart.answer = { ...chart.info, chunk_info: { chunk_size: 500, num_chunks: names.length, rows: chart.chunks.flat().length, base_download_url: `${this.storageUrl}/chunks/`, chunk_file_names: names } };
        }
        return chart.answer;
      }
      case '/data/league/season_sessions':
        return this.seasonSessions.get(`${q('league_id')}:${q('season_id')}`);
      case '/data/league/seasons':
        return this.leagueSeasons.get(q('league_id'));
      case '/data/member/get': {
        // iRacing answers the members it knows, licences only when asked for them.
        const ids = (url.searchParams.get('cust_ids') ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
        const withLicences = url.searchParams.get('include_licenses') === 'true';
        const members = ids.flatMap((id) => (this.members.has(id) ? [this.members.get(id) as Record<string, unknown>] : [])).map((m) => (withLicences ? m : { ...m, licenses: undefined }));
        return { success: true, cust_ids: ids, members };
      }
      default:
        return undefined;
    }
  }

  /** Each piece of data's text on the storage host, written once (a result is served as often as it is asked). */
  private readonly texts = new WeakMap<object, string>();

  /** A `{link, expires}` answer whose link names the JSON on the storage host. */
  private link(data: unknown): { link: string; expires: string } {
    const id = randomBytes(16).toString('hex');
    let text = typeof data === 'object' && data !== null ? this.texts.get(data) : undefined;
    if (text === undefined) {
      text = JSON.stringify(data);
      if (typeof data === 'object' && data !== null) this.texts.set(data, text);
    }
    this.blobs.set(`/cache/${id}`, text);
    return { link: `${this.storageUrl}/cache/${id}?AWSAccessKeyId=STANDIN&Expires=${Math.floor(Date.now() / 1000) + 600}&Signature=x`, expires: new Date(Date.now() + 600_000).toISOString() };
  }

  private rateLimitHeaders(): Record<string, string> {
    return { 'x-ratelimit-limit': '240', 'x-ratelimit-remaining': String(Math.max(0, 239 - this.counts.dataCalls)), 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600) };
  }

  private handleStorage(req: IncomingMessage, res: ServerResponse): void {
    this.counts.storageCalls += 1;
    if (req.headers.authorization) {
      this.counts.storageRefusedAuthorization += 1;
      res.writeHead(400, { 'Content-Type': 'application/xml' }).end('<Error><Code>InvalidArgument</Code><Message>Only one auth mechanism allowed</Message></Error>');
      return;
    }
    const blob = this.blobs.get(new URL(req.url ?? '/', 'http://storage').pathname);
    if (blob === undefined) {
      res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(blob);
  }

  private token(raw: string, res: ServerResponse): void {
    const form = Object.fromEntries(new URLSearchParams(raw));
    this.grants.push(form);
    if (this.tokenMaintenance) return json(res, 503, { error: 'temporarily_unavailable', error_description: 'Maintenance' });
    const c = this.credentials;
    if (form.client_id !== c.clientId || form.client_secret !== mask(c.clientSecret, c.clientId)) {
      this.counts.rejectedGrants += 1;
      return json(res, 401, { error: 'invalid_client', error_description: 'client authentication failed' });
    }
    if (form.grant_type === 'password_limited') {
      if (form.scope !== 'iracing.auth' || form.username !== c.username || form.password !== mask(c.password, c.username)) {
        this.counts.rejectedGrants += 1;
        return json(res, 400, { error: 'invalid_grant', error_description: 'invalid username or password' });
      }
      this.counts.passwordGrants += 1;
      return json(res, 200, this.issue());
    }
    if (form.grant_type === 'refresh_token') {
      // A refresh token works once.
      if (!form.refresh_token || !this.refreshTokens.delete(form.refresh_token)) {
        this.counts.refusedRefreshes += 1;
        return json(res, 400, { error: 'invalid_grant', error_description: 'refresh token is invalid or already used' });
      }
      this.counts.refreshGrants += 1;
      return json(res, 200, this.issue());
    }
    json(res, 400, { error: 'unsupported_grant_type' });
  }

  private issue() {
    const access = randomBytes(24).toString('base64url');
    const refresh = randomBytes(24).toString('base64url');
    this.accessTokens.set(access, Date.now() + this.accessTtl * 1000);
    this.refreshTokens.add(refresh);
    return { access_token: access, token_type: 'Bearer', expires_in: this.accessTtl, refresh_token: refresh, refresh_token_expires_in: 604800, scope: 'iracing.auth' };
  }
}
