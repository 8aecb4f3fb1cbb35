import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes nothing is compressed (as koa-compress's threshold in src/http/app.ts). */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** One public answer, serialised and compressed once: kept while the stored version stays `version`. */
export interface PublicEntry {
  version: string;
  /** Clock milliseconds after which time alone may have changed the answer (Infinity: only writes change it). */
  expiresAt: number;
  storedAt: number;
  contentType: string;
  /** The Cache-Control its route answers it with. */
  cacheControl: string;
  /** Headers the handler set that belong to the answer itself (Content-Disposition …). */
  headers: Record<string, string>;
  /** A hash of the uncompressed bytes: the strong ETag of each encoding is this plus the encoding. */
  tag: string;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/)/i;

/** Serialises and compresses an answer once (gzip, and brotli at koa-compress's quality 4). */
export async function buildEntry(
  answer: { body: Buffer; contentType: string; cacheControl: string; headers: Record<string, string> },
  version: string,
  storedAt: number,
  expiresAt: number,
): Promise<PublicEntry> {
  const { body, contentType, cacheControl, headers } = answer;
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { version, expiresAt, storedAt, contentType, cacheControl, headers, tag, bodies: await encodedBodies(body, contentType) };
}

/** The bytes as kept: as they are, and above the threshold for a text type also in brotli (quality 4) and gzip. */
export async function encodedBodies(body: Buffer, contentType: string): Promise<PublicEntry['bodies']> {
  const bodies: PublicEntry['bodies'] = { identity: body };
  if (body.length >= COMPRESS_THRESHOLD && COMPRESSIBLE.test(contentType)) {
    const [br, gz] = await Promise.all([brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }), gzipAsync(body)]);
    bodies.br = br;
    bodies.gzip = gz;
  }
  return bodies;
}

const sizeOf = (entry: PublicEntry) => Object.values(entry.bodies).reduce((n, b) => n + (b?.length ?? 0), 0);

/**
 * The entries of this server, by key (audience and URL), least recently used dropped first once the
 * bytes kept pass the bound. An entry answers only while the stored version is the one it was computed
 * under and its time has not run out.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, PublicEntry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, version: string, now: number): PublicEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || now >= entry.expiresAt || now < entry.storedAt) {
      this.drop(key, entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Whether an entry is kept under `key`, whatever its version: cheap, no database read. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, entry: PublicEntry): void {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    const size = sizeOf(entry);
    if (size > this.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, kept);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private drop(key: string, entry: PublicEntry): void {
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}
