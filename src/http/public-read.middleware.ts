import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { isAdminRole } from '../contracts/identity.messages.js';
import { PLATFORM } from '../platform/platform.tokens.js';
import type { Encoding, PublicEntry } from '../platform/public-read/public-read-cache.js';
import type { ComputedAnswer } from '../platform/public-read/public-reads.js';
import type { AppState } from './state.js';

/**
 * Who shares one kept answer:
 * - `everyone`: the handler answers the same bytes to every visitor, signed in or not;
 * - `non-admins`: visitors and signed-in drivers share one answer; an administrator's (which shows
 *   unpublished results, say) is computed for him each time and never kept.
 * - `admins`: a route only administrators reach (declared after its admin check): every
 *   administrator gets the same bytes, kept under a key of their own and sent `private, no-cache`.
 * A handler whose answer depends on who asks in any other way must not be declared public.
 */
export type PublicAudience = 'everyone' | 'non-admins' | 'admins';

export interface PublicReadOptions {
  audience: PublicAudience;
  /**
   * `non-admins` only: the administrators share one answer of their own, kept under its own key, instead
   * of one computed for each. Only for a handler whose administrators' answer reads nothing but watched
   * tables (docs/adr/0075).
   */
  keepAdmins?: boolean;
  /**
   * `admins` only: each role keeps an answer of its own, for a handler whose answer differs by the
   * administrator's role (the superadmin also sees cancelled accounts, docs/adr/0054).
   */
  byRole?: boolean;
  /** For an answer the clock changes whose handler cannot say when (`answerChangesAt`): how long one is kept at most. Default: until the next write. */
  maxAgeMs?: number;
  /** Default `public, no-cache` (everyone) or `private, no-cache` (non-admins): browsers ask again every time, with the ETag. */
  cacheControl?: string;
}

/**
 * A public read's handler says when time alone next changes its answer (the next enrolment close or
 * publication it knows of), or null when time alone never changes it: the answer is kept until that
 * instant exactly (an hour at most) instead of `maxAgeMs`. The earliest of several calls wins.
 */
export function answerChangesAt(ctx: { state: AppState }, instant: Date | null | undefined): void {
  if (instant === undefined) return;
  const declared = ctx.state.publicReadChangesAt;
  if (declared === undefined || declared === null) ctx.state.publicReadChangesAt = instant;
  else if (instant !== null && instant.getTime() < declared.getTime()) ctx.state.publicReadChangesAt = instant;
}

const chosenEncodings = new Map<string, Encoding>();

const KEY_PREFIX: Record<PublicAudience, string> = { everyone: 'todos', 'non-admins': 'publico', admins: 'admin' };

/** The key of a kept answer: its audience (and the role, for an answer kept per role) and the URL with its query, as sent. */
export const publicReadKey = (audience: PublicAudience, url: string, role?: string) => `${KEY_PREFIX[audience]}${role ? `:${role}` : ''} ${url}`;

/** The weight (q) an Accept-Encoding header gives each encoding named or covered by `*`. */
function weights(header: string): (name: string) => number {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    q.set(name, weight ? Number(weight[1]) : 1);
  }
  return (name) => q.get(name) ?? q.get('*') ?? 0;
}

/**
 * The encoding of the kept bytes this client takes, as koa-compress chooses: the highest weight,
 * brotli before gzip when equal; no Accept-Encoding, no compression.
 */
export function encodingFor(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let chosen = chosenEncodings.get(header);
  if (!chosen) {
    const q = weights(header);
    chosen = q('br') > 0 && q('br') >= q('gzip') ? 'br' : q('gzip') > 0 ? 'gzip' : 'identity';
    if (chosenEncodings.size < 256) chosenEncodings.set(header, chosen);
  }
  return chosen;
}

/** If-None-Match names this content (weak comparison, any encoding of it, as RFC 9110 asks for this header). */
export function notModified(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => {
    const opaque = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === tag || opaque.startsWith(`${tag}-`);
  });
}

/** The kept representation this client takes: its encoding if the entry has it, else the plain bytes. */
export function representationFor(entry: PublicEntry, acceptEncoding: string | undefined): Encoding {
  const wanted = encodingFor(acceptEncoding);
  return entry.bodies[wanted] ? wanted : 'identity';
}

/** The strong ETag of one representation of an entry. */
export const etagOf = (entry: PublicEntry, encoding: Encoding) => `"${entry.tag}${encoding === 'identity' ? '' : `-${encoding}`}"`;

function send(ctx: Context, entry: PublicEntry): void {
  // The bytes are already compressed (or chosen uncompressed): koa-compress leaves them alone.
  ctx.compress = false;
  const encoding = representationFor(entry, ctx.get('Accept-Encoding'));
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', entry.cacheControl);
  ctx.set('ETag', etagOf(entry, encoding));
  if (notModified(ctx.get('If-None-Match'), entry.tag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = 200;
  ctx.set('Content-Type', entry.contentType);
  for (const [name, value] of Object.entries(entry.headers)) ctx.set(name, value);
  if (encoding === 'identity') ctx.remove('Content-Encoding');
  else ctx.set('Content-Encoding', encoding);
  ctx.body = entry.bodies[encoding];
}

/** The handler's answer as bytes to keep, or undefined when it is not to be kept. */
function keepable(ctx: Context & { state: AppState }, cacheControl: string): ComputedAnswer | undefined {
  const body: unknown = ctx.body;
  if (ctx.status !== 200 || body === null || body === undefined) return undefined;
  if (ctx.response.get('Set-Cookie') || /private|no-store/.test(ctx.response.get('Cache-Control'))) return undefined;
  let bytes: Buffer;
  if (Buffer.isBuffer(body)) bytes = body;
  else if (typeof body === 'string') bytes = Buffer.from(body);
  else if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  else bytes = Buffer.from(JSON.stringify(body));
  const disposition = ctx.response.get('Content-Disposition');
  return {
    body: bytes,
    contentType: ctx.response.get('Content-Type') || 'application/json; charset=utf-8',
    headers: disposition ? { 'Content-Disposition': disposition } : {},
    cacheControl,
    changesAt: ctx.state.publicReadChangesAt,
  };
}

/**
 * Route middleware for a public GET (docs/adr/0019): the answer is serialised and compressed once
 * and kept until a write changes the database's public read version (or `maxAgeMs` passes); every
 * answer carries a strong ETag, and a matching If-None-Match gets a 304.
 *
 *   router.get('/list', publicRead(container, { audience: 'everyone' }), handler)
 */
export function publicRead(container: Container, options: PublicReadOptions): Middleware<AppState> {
  const reads = container.get(PLATFORM.PublicReads);
  const cacheControl = options.cacheControl ?? (options.audience === 'everyone' ? 'public, no-cache' : 'private, no-cache');
  const adminsCacheControl = options.audience === 'admins' ? cacheControl : 'private, no-cache';
  const maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const admin = isAdminRole(ctx.state.currentUser?.rol);
    // An administrators' route reached by anyone else (its check comes first): computed, never kept.
    if (options.audience === 'admins' && !admin) return next();
    let audience = options.audience;
    if (audience === 'non-admins' && admin) {
      if (!options.keepAdmins) {
        await next();
        ctx.set('Cache-Control', 'private, no-store');
        return;
      }
      audience = 'admins';
    }
    const key = publicReadKey(audience, ctx.url, options.byRole && audience === 'admins' ? ctx.state.currentUser?.rol : undefined);
    const entry = await reads.answer(key, maxAgeMs, async () => {
      await next();
      return keepable(ctx, audience === 'admins' ? adminsCacheControl : cacheControl);
    });
    // Not kept (an error answer, a stream …): the handler's own answer stands.
    if (!entry) return;
    send(ctx, entry);
  };
}
