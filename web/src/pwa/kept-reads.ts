/**
 * What the service worker (web/src/sw.ts) keeps for a phone without signal, and what it never
 * touches (docs/adr/0055). Pure: the worker and the tests read the same rules.
 */

/** Whose answer a kept read is: anyone's (a public read) or the signed-in driver's alone. */
export type KeptReadKind = 'publica' | 'propia';


/** Every cache of kept answers starts with this; the rest of its name says whose answers it holds. */
export const DATA_CACHE_PREFIX = 'parrilla-datos-';

/** The cache of the answers read by `owner` (a user's id), or by a visitor without a session. */
export function dataCacheName(owner: string | null): string {
  return `${DATA_CACHE_PREFIX}${owner === null ? 'visitante' : `usuario-${owner}`}`;
}

/** Whether `name` is a cache of someone's answers, i.e. one that signing out must empty. */
export function isOwnersCache(name: string): boolean {
  return name.startsWith(`${DATA_CACHE_PREFIX}usuario-`);
}

const ID = '[^/?#]{1,64}';
/** Championship ids never clash with the fixed names that live beside them under /api/campeonatos/. */
const CHAMPIONSHIP_ID = `(?!mis-|admin|momentos)${ID}`;

/** The public reads of the calendar, the last results and the standings (their pages' first reads). */
const PUBLIC_READS: RegExp[] = [
  new RegExp(`^/api/campeonatos$`),
  new RegExp(`^/api/campeonatos/${CHAMPIONSHIP_ID}$`),
  new RegExp(`^/api/campeonatos/${CHAMPIONSHIP_ID}/inscritos$`),
  new RegExp(`^/api/campeonatos/${CHAMPIONSHIP_ID}/clasificacion$`),
  new RegExp(`^/api/reportes/campeonato/${ID}/decisiones$`),
  new RegExp(`^/api/series/ediciones/${ID}$`),
  new RegExp(`^/api/temporadas$`),
  new RegExp(`^/api/events/list$`),
  new RegExp(`^/api/toptree/events/top-three-winners$`),
  new RegExp(`^/api/events/\\d{1,20}/phase-results/${ID}$`),
  new RegExp(`^/api/events/\\d{1,20}/rating-changes$`),
];

/** The driver's own: who he is and the championships he races in (his next races). */
const OWN_READS: RegExp[] = [new RegExp(`^/api/auth/session$`), new RegExp(`^/api/campeonatos/mis-inscripciones$`), new RegExp(`^/api/users/${ID}$`)];

/** Query parameters a kept read may carry; any other makes it a read the worker leaves alone. */
const KEPT_QUERY = new Set(['hastaRonda', 'carreras', 'sortBy', 'vigentes']);

/**
 * Whether the worker keeps the answer of a GET of `url` (seen from `origin`), and whose it is.
 * Anything not named here (payments, entries, admin, uploads, the webhook, another site) goes to the
 * network untouched.
 */
export function keptReadKind(url: URL, origin: string): KeptReadKind | null {
  if (url.origin !== origin) return null;
  for (const name of url.searchParams.keys()) if (!KEPT_QUERY.has(name)) return null;
  if (PUBLIC_READS.some((read) => read.test(url.pathname))) return 'publica';
  if (OWN_READS.some((read) => read.test(url.pathname))) return 'propia';
  return null;
}

/**
 * Pages that never open from the phone's copy of the app without a connection: payments, the admin
 * panel, sign-in round trips and sign-out. Offline they fail as any page does, rather than showing a
 * screen whose state cannot be known.
 */
const NETWORK_ONLY_PAGES = [/^\/admin(\/|$)/, /^\/pago-/, /^\/auth\//, /^\/(logout|cerrar-sesion)$/, /^\/api(\/|$)/, /^\/uploads\//];

/** Whether a navigation to `pathname` may be answered with the app's shell when the network fails. */
export function servesShellOffline(pathname: string): boolean {
  return !NETWORK_ONLY_PAGES.some((page) => page.test(pathname));
}

/** The element the server puts a page's first answers in (src/http/first-reads.ts). */
const FIRST_READS = /<script type="application\/json" id="respuestas-iniciales">([\s\S]*?)<\/script>/;

/**
 * The first reads a page's HTML carries (docs/adr/0030), by URL: the page never asks for them, so the
 * worker keeps them from the page itself. Nothing when the page has none or they cannot be read.
 */
export function firstReadsOf(html: string): [string, unknown][] {
  const found = FIRST_READS.exec(html);
  if (!found?.[1]) return [];
  try {
    const answers = JSON.parse(found[1]) as unknown;
    return answers && typeof answers === 'object' && !Array.isArray(answers) ? Object.entries(answers) : [];
  } catch {
    return [];
  }
}

/** The payload of a push message (the push sender writes it; docs/adr/0055). */
export interface PushPayload {
  titulo: string;
  cuerpo: string;
  /** A path of this site ('/perfil'): where a tap on the notification takes the driver. */
  url: string;
  /** Notifications with the same tag replace each other. */
  etiqueta?: string;
}

/** The payload of a push message, or null when it is not one (missing or wrongly typed fields). */
export function pushPayloadOf(data: unknown): PushPayload | null {
  if (!data || typeof data !== 'object') return null;
  const { titulo, cuerpo, url, etiqueta } = data as Record<string, unknown>;
  if (typeof titulo !== 'string' || typeof cuerpo !== 'string' || typeof url !== 'string') return null;
  if (etiqueta !== undefined && typeof etiqueta !== 'string') return null;
  return { titulo, cuerpo, url, ...(etiqueta === undefined ? {} : { etiqueta }) };
}

/**
 * Where a tap on a notification goes: the payload's path on this site, or the home page when the
 * payload names another site or something that is not a path.
 */
export function notificationTarget(url: string, origin: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}
