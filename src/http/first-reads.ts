import { createHash } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { isEventRef } from '../contracts/results.contract.js';

/**
 * The API answers a public page's first screen reads, by the page's path (docs/adr/0030). The web
 * app asks for exactly these URLs (its hooks' keys); the server puts their answers into the page's
 * HTML so the first render already has them, instead of the browser loading the app, then asking
 * the API, then rendering. A step may depend on the answers before it (the events of a championship's
 * races, the analyzer's latest event).
 */
type Step = (answers: ReadonlyMap<string, unknown>) => string[];

const enc = encodeURIComponent;

/** The id a path segment names, as the app reads it (`useParams` decodes it) and writes it back into its keys. */
function idOf(segment: string): string | null {
  try {
    const id = decodeURIComponent(segment);
    return id.length > 0 && id.length <= 64 ? id : null;
  } catch {
    return null;
  }
}

interface EventSummaryLike {
  id: string;
  subsession_id: number;
  phases: { simsession_name: string }[];
}

/**
 * The analyzer's first screen: the first page of events, then the chosen one's (asked by `?evento`,
 * else the latest) results of its race and its drivers; an event asked for that the first page does
 * not hold is read by itself first (docs/adr/0061).
 */
function analyzerSteps(evento: string | null): Step[] {
  const asked = evento !== null && isEventRef(evento) ? `/api/events/${enc(evento)}` : null;
  const listed = (answers: ReadonlyMap<string, unknown>) => {
    const events = (answers.get('/api/events/list') as { events?: EventSummaryLike[] } | undefined)?.events ?? [];
    const wanted = evento || String(events[0]?.subsession_id ?? '');
    return events.find((e) => String(e.subsession_id) === wanted || e.id === wanted);
  };
  const readsOf = (event: EventSummaryLike | undefined) => {
    if (!event?.phases) return [];
    const names = event.phases.map((p) => p.simsession_name);
    const phase = names.includes('RACE') ? 'RACE' : names[names.length - 1];
    const base = `/api/events/${event.subsession_id}`;
    return [...(phase ? [`${base}/phase-results/${enc(phase.toUpperCase())}`] : []), `${base}/rating-changes?sortBy=irating_change`];
  };
  return [
    () => ['/api/events/list'],
    (answers) => {
      const event = listed(answers);
      if (event) return readsOf(event);
      return asked ? [asked] : [];
    },
    (answers) => (listed(answers) || !asked ? [] : readsOf(answers.get(asked) as EventSummaryLike | undefined)),
  ];
}

/** The steps of the first reads of `pathname` (with its query), or none for a page that reads nothing public first. */
export function firstReadSteps(pathname: string, query: URLSearchParams): Step[] {
  // The current editions only: the past ones load when asked (docs/adr/0061).
  if (pathname === '/' || pathname === '/campeonatos') return [() => ['/api/campeonatos?vigentes=1']];
  if (pathname === '/race-result') return analyzerSteps(query.get('evento'));
  if (pathname === '/records') return [() => ['/api/track-records/allrecords?vigentes=1']];
  if (pathname === '/campeones') return [() => ['/api/campeones']];
  // The seasons' archive, and one season (docs/adr/0033).
  if (pathname === '/temporadas') return [() => ['/api/temporadas']];
  if (pathname === '/login' || pathname === '/register') return [() => ['/api/auth/providers']];
  if (pathname === '/fuell-calculator') return [() => ['/api/fuell/presets']];
  const parts = pathname.split('/').filter(Boolean);
  const id = parts[1] === undefined ? null : idOf(parts[1]);
  if (id === null) return [];
  if (parts[0] === 'campeonatos' && parts.length === 2) {
    const championship = `/api/campeonatos/${enc(id)}`;
    return [
      () => [championship, `${championship}/inscritos`, `/api/reportes/campeonato/${enc(id)}/decisiones`, `/api/series/ediciones/${enc(id)}`],
      (answers) => {
        const races = (answers.get(championship) as { carreras?: { id: string }[] } | undefined)?.carreras ?? [];
        return races.length > 0 ? [`/api/events/list?carreras=${races.map((r) => enc(r.id)).join(',')}`] : [];
      },
    ];
  }
  if (parts[0] === 'campeonatos' && parts[2] === 'clasificacion' && parts.length === 3) {
    const hastaRonda = Number(query.get('hastaRonda')) || null;
    const standings = `/api/campeonatos/${enc(id)}/clasificacion`;
    return [() => [`/api/campeonatos/${enc(id)}`, standings, `/api/series/ediciones/${enc(id)}`, ...(hastaRonda ? [`${standings}?hastaRonda=${hastaRonda}`] : [])]];
  }
  if (parts[0] === 'temporadas' && parts.length === 2) return [() => [`/api/temporadas/${enc(id)}`]];
  if (parts[0] === 'eventos-unicos' && parts.length === 2) return [() => [`/api/eventos-unicos/${enc(id)}`]];
  if (parts[0] === 'pilotos' && parts.length === 2) return [() => [`/api/pilotos/${enc(id)}`, `/api/track-records/allrecords?usuario=${enc(id)}`]];
  return [];
}

/**
 * The first read a page shows, when the page is nothing without it: the API's 404 for it makes the
 * page a 404 too (a year with no season answers 404, not the app shell with 200). The app still
 * goes out, and says what is missing.
 */
export function pageSubject(pathname: string): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'temporadas' && parts.length === 2) {
    const id = idOf(parts[1]!);
    return id === null ? null : `/api/temporadas/${enc(id)}`;
  }
  return null;
}

/** How long the page waits for one of its first reads before it goes without it (the app then asks itself). */
const READ_TIMEOUT_MS = 2_000;

/**
 * One read of the server's own API, as a visitor without a session asks it (the kept public answer,
 * written by the fast path): the parsed JSON of a 200 that may be kept (not `no-store`), else undefined.
 */
function readOwn(socket: Socket, path: string, requestId: string, signedIn: boolean, notFound?: Set<string>): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const req = request(
      { host: socket.localAddress, port: socket.localPort, path, headers: { accept: 'application/json', 'accept-encoding': 'identity', 'x-request-id': requestId }, timeout: READ_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', () => resolve(undefined));
        res.on('end', () => {
          const cacheControl = String(res.headers['cache-control'] ?? '');
          if (res.statusCode === 404) notFound?.add(path);
          if (res.statusCode !== 200 || cacheControl.includes('no-store') || !String(res.headers['content-type'] ?? '').includes('json')) return resolve(undefined);
          // A visitor's answer where admins see more (results, standings) is not a signed-in reader's: the app asks for it.
          if (signedIn && !cacheControl.startsWith('public')) return resolve(undefined);
          resolve(Buffer.concat(chunks));
        });
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
    req.end();
  });
}

/**
 * The answers of a page's first reads, by URL, read from this server's own API over the connection's
 * local address (the same bytes the browser would get, kept or computed as for any visitor). Reads of
 * a step run together; a read that fails is left out (the app asks for it as before). For a reader
 * with a session (`signedIn`) only the answers that are the same for everyone are put in.
 */
export async function firstReads(socket: Socket, pathname: string, query: URLSearchParams, options: { requestId: string; signedIn: boolean; notFound?: Set<string> }): Promise<FirstReads> {
  const read = new Map<string, Buffer>();
  const reads = new FirstReads(read);
  if (!socket.localAddress || !socket.localPort) return reads;
  for (const [i, step] of firstReadSteps(pathname, query).entries()) {
    // The first step depends on nothing read: a page of one step parses nothing here.
    const urls = step(i === 0 ? read : reads.answers).filter((url) => !read.has(url));
    const bodies = await Promise.all(urls.map((url) => readOwn(socket, url, options.requestId, options.signedIn, options.notFound)));
    urls.forEach((url, j) => {
      const body = bodies[j];
      if (body !== undefined) reads.add(url, body);
    });
  }
  return reads;
}

/**
 * A page's first reads: the bytes of each answer, by URL, in the order read. They are parsed only when
 * asked for (`answers`): a page kept from an earlier render (server-render.ts) needs only the digest.
 */
export class FirstReads {
  private readonly hash = createHash('sha256');
  private parsed = new Map<string, unknown>();
  private kept?: string;

  constructor(private readonly read = new Map<string, Buffer>()) {}

  add(url: string, body: Buffer): void {
    this.read.set(url, body);
    this.hash.update(`${url}\n${body.length}\n`).update(body);
  }

  get size(): number {
    return this.read.size;
  }

  /** Of every answer's URL and bytes, in order: two pages whose reads have one digest were given the same answers. */
  get digest(): string {
    this.kept ??= this.hash.copy().digest('base64url');
    return this.kept;
  }

  /** The answers parsed, by URL (one that is not JSON is left out: the app asks for it). */
  get answers(): Map<string, unknown> {
    if (this.parsed.size === this.read.size) return this.parsed;
    const parsed = new Map<string, unknown>();
    for (const [url, body] of this.read) {
      if (this.parsed.has(url)) parsed.set(url, this.parsed.get(url));
      else {
        try {
          parsed.set(url, JSON.parse(body.toString('utf8')));
        } catch {
          // Left out.
        }
      }
    }
    this.parsed = parsed;
    return parsed;
  }
}

/** The element the web app reads its first answers from (web/src/lib/api-client.ts). */
export const FIRST_READS_ELEMENT_ID = 'respuestas-iniciales';

/** The answers as a JSON script element, safe inside HTML (no `</script>`, no comment opener). */
export function firstReadsScript(answers: ReadonlyMap<string, unknown>): string {
  const json = JSON.stringify(Object.fromEntries(answers)).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${json}</script>`;
}
