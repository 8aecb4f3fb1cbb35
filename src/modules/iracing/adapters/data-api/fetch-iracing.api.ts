import type { IracingApi, IracingMember, MemberLicence } from '../../application/ports/iracing-api.port.js';
import { credentialsRejected, inMaintenance, IracingNotFound, IracingRateLimited, unreachable } from '../../domain/iracing.errors.js';
import type { SeasonSession } from '../../domain/season-matching.js';
import { httpRequest, type HttpAnswer } from './http-client.js';
import type { OAuthTokens } from './oauth-tokens.js';


export interface DataApiOptions {
  dataUrl: string;
  tokens: Pick<OAuthTokens, 'accessToken'>;
  timeoutMs: number;
  /** The longest wait for a 429's reset before the work is given back to the scheduler. */
  maxRateLimitWaitMs: number;
  sleep(ms: number): Promise<void>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * iRacing's data API over node:http(s) with kept-alive connections. A call answers `{link, expires}`; the JSON is at `link` (another
 * host, which refuses an Authorization header), and may be split in chunks (`chunk_info`). A 401
 * renews the token once by refresh and once by password grant before giving up; a 429 waits for
 * its reset when that is near, else the work goes back to the scheduler; a 503 is maintenance.
 */
export class FetchIracingApi implements IracingApi {
  constructor(private readonly options: DataApiOptions) {}

  async member(): Promise<IracingMember> {
    const body = await this.data('/data/member/info', {});
    if (!isObject(body) || typeof body.cust_id !== 'number') throw unreachable(new Error('member/info without cust_id'));
    return { custId: body.cust_id, displayName: typeof body.display_name === 'string' ? body.display_name : String(body.cust_id) };
  }

  /** The export's text as the storage host sends it: the importer reads it once, as it reads a file. */
  async subsessionResult(subsessionId: number): Promise<string> {
    return (await this.data('/data/results/get', { subsession_id: subsessionId, include_licenses: true }, true)) as string;
  }

  async lapChart(subsessionId: number): Promise<unknown[]> {
    const info = await this.data('/data/results/lap_chart_data', { subsession_id: subsessionId, simsession_number: 0 });
    const chunks = isObject(info) ? info.chunk_info : undefined;
    if (!isObject(chunks)) return [];
    const base = chunks.base_download_url;
    const names = chunks.chunk_file_names;
    if (typeof base !== 'string' || !Array.isArray(names)) throw unreachable(new Error('chunk_info without its addresses'));
    const rows: unknown[] = [];
    for (const name of names) {
      const chunk = await this.storage(base + String(name));
      if (!Array.isArray(chunk)) throw unreachable(new Error('a chunk that is not an array'));
      rows.push(...chunk);
    }
    return rows;
  }

  async memberLicences(custIds: readonly number[]): Promise<Map<number, MemberLicence[]>> {
    const out = new Map<number, MemberLicence[]>();
    if (custIds.length === 0) return out;
    const body = await this.data('/data/member/get', { cust_ids: custIds.join(','), include_licenses: true });
    const members = isObject(body) && Array.isArray(body.members) ? (body.members as unknown[]) : null;
    if (!members) throw unreachable(new Error('member/get without members'));
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
    for (const m of members.filter(isObject)) {
      if (typeof m.cust_id !== 'number' || !Array.isArray(m.licenses)) continue;
      out.set(
        m.cust_id,
        (m.licenses as unknown[]).filter(isObject).flatMap((l) => (typeof l.category === 'string' ? [{ category: l.category, licenseLevel: num(l.license_level), irating: num(l.irating) }] : [])),
      );
    }
    return out;
  }

  async leagueSeasons(ligaId: number): Promise<Array<{ id: number; nombre: string; activa: boolean }>> {
    const body = await this.data('/data/league/seasons', { league_id: ligaId });
    const seasons = isObject(body) && Array.isArray(body.seasons) ? (body.seasons as unknown[]) : null;
    if (!seasons) throw unreachable(new Error('league/seasons without seasons'));
    return seasons.filter(isObject).flatMap((s) =>
      typeof s.season_id === 'number' ? [{ id: s.season_id, nombre: typeof s.season_name === 'string' ? s.season_name : String(s.season_id), activa: s.active === true }] : [],
    );
  }

  async seasonSessions(ligaId: number, temporadaId: number): Promise<SeasonSession[]> {
    const body = await this.data('/data/league/season_sessions', { league_id: ligaId, season_id: temporadaId, results_only: true });
    const sessions = isObject(body) && Array.isArray(body.sessions) ? (body.sessions as unknown[]) : null;
    if (!sessions) throw unreachable(new Error('league/season_sessions without sessions'));
    return sessions.filter(isObject).flatMap((s) => {
      if (typeof s.subsession_id !== 'number' || s.subsession_id <= 0 || typeof s.launch_at !== 'string' || Number.isNaN(Date.parse(s.launch_at))) return [];
      const track = isObject(s.track) ? s.track : {};
      const name = typeof track.track_name === 'string' ? track.track_name : '';
      const config = typeof track.config_name === 'string' && track.config_name && track.config_name !== 'N/A' ? ` (${track.config_name})` : '';
      return [{ subsessionId: s.subsession_id, launchAt: new Date(s.launch_at).toISOString(), hasResults: s.has_results === true, track: `${name}${config}` }];
    });
  }

  /** One data call: the token, its renewals, the rate limit, then the JSON behind the link. */
  private async data(path: string, query: Record<string, string | number | boolean>, asText = false): Promise<unknown> {
    const url = new URL(path, `${this.options.dataUrl.replace(/\/$/, '')}/`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    let token = await this.options.tokens.accessToken();
    let response = await this.send(url, token);
    // Refresh once, then one password grant, then give up.
    if (response.status === 401) {
      token = await this.options.tokens.accessToken(token);
      response = await this.send(url, token);
    }
    if (response.status === 401) {
      token = await this.options.tokens.accessToken(token, true);
      response = await this.send(url, token);
    }
    if (response.status === 401) throw credentialsRejected(new Error(`401 from ${url.pathname}`));
    if (response.status === 404) throw new IracingNotFound(url.pathname);
    if (response.status === 503) throw inMaintenance(new Error(`503 from ${url.pathname}`));
    if (response.status < 200 || response.status >= 300) throw unreachable(new Error(`HTTP ${response.status} from ${url.pathname}`));
    let body: unknown;
    try {
      body = JSON.parse(response.text) as unknown;
    } catch {
      throw unreachable(new Error(`${url.pathname} answered something that is not JSON`));
    }
    if (isObject(body) && typeof body.link === 'string') return this.storage(body.link, asText);
    return asText ? JSON.stringify(body) : body;
  }

  /** A GET with the token, waiting out a near 429 (at most twice). */
  private async send(url: URL, token: string): Promise<HttpAnswer> {
    for (let attempt = 0; ; attempt++) {
      let response: HttpAnswer;
      try {
        response = await httpRequest(url.toString(), { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, timeoutMs: this.options.timeoutMs });
      } catch (err) {
        throw unreachable(err);
      }
      if (response.status !== 429) return response;
      const reset = Number(response.header('x-ratelimit-reset'));
      // iRacing's reset is its own clock's epoch seconds: waited for in real time.
      const retryAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : new Date(Date.now() + 60_000);
      const waitMs = Math.max(0, retryAt.getTime() - Date.now());
      if (attempt >= 2 || waitMs > this.options.maxRateLimitWaitMs) throw new IracingRateLimited(retryAt, Math.max(1, Math.ceil(waitMs / 1000)));
      await this.options.sleep(waitMs + 50);
    }
  }

  /** The JSON behind a link or a chunk: another host, asked without the token (it refuses one). */
  private async storage(link: string, asText = false): Promise<unknown> {
    let response: HttpAnswer;
    try {
      response = await httpRequest(link, { headers: { accept: 'application/json' }, timeoutMs: this.options.timeoutMs });
    } catch (err) {
      throw unreachable(err);
    }
    if (response.status < 200 || response.status >= 300) throw unreachable(new Error(`HTTP ${response.status} from the link`));
    const text = response.text;
    if (asText) return text;
    try {
      return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
    } catch (err) {
      throw unreachable(err);
    }
  }
}
