import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { encodedBodies, type PublicEntry } from '../platform/public-read/public-read-cache.js';
import { MAX_KEPT_MS } from '../platform/public-read/public-reads.js';
import { withAppLoadedAfterPaint } from './app-loader.js';
import type { FirstReads } from './first-reads.js';

/**
 * The server's render of a public page (docs/adr/0036): web/src/entry-server.tsx, built by
 * `npm run build:web` into web/dist-server, renders the page's first screen from its first reads, so
 * the browser paints it before the app's code runs and the app takes it over (hydrates it).
 */
interface EntryServer {
  renderPage(url: string, answers: ReadonlyMap<string, unknown>, origin: string): Promise<{ html: string; fallback: Record<string, unknown>; renderedAt: number; origin: string; readsClock?: boolean }>;
  screenFiles(pathname: string): string[];
  /** The code the app needs before the screen's own on that page (preloaded). */
  routeFiles?(pathname: string): string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The element the browser reads the render's answers and instant from (web/src/lib/server-render.ts). */
export const SERVER_RENDER_ELEMENT_ID = 'server-render';

/** How long a render may take before the page goes out as the bare app (which then renders it itself). */
const RENDER_TIMEOUT_MS = 1_500;

const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** A file read again when it changes (a new build under a running server). */
function kept<T>(file: string, read: (file: string, mtimeMs: number) => T): () => T | null {
  let last: { mtimeMs: number; value: T } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (last?.mtimeMs !== mtimeMs) last = { mtimeMs, value: read(file, mtimeMs) };
    return last.value;
  };
}

/** The styles a screen's files need beyond what the page's entry already brings, in the manifest's order. */
function screenStyles(manifest: Manifest, files: string[]): string[] {
  const entry = manifest['index.html'];
  const loaded = new Set<string>(entry?.css ?? []);
  for (const name of entry?.imports ?? []) manifest[name]?.css?.forEach((f) => loaded.add(f));
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    for (const f of chunk.css ?? []) if (!loaded.has(f) && !css.includes(f)) css.push(f);
    (chunk.imports ?? []).forEach(visit);
  };
  files.forEach(visit);
  return css;
}

export type PageRenderer = (page: {
  pathname: string;
  url: string;
  origin: string;
  /** The page's first reads: their answers, and the digest of their bytes that keeps a render (first-reads.ts). */
  reads: Pick<FirstReads, 'answers' | 'digest'>;
  /** Whether a render of these answers may be kept: false when they are not the same for every visitor without a session. */
  keep?: boolean;
  html: string;
  onError(err: unknown): void;
}) => Promise<RenderedHtml | null>;

/** A rendered page: its HTML, and when it is kept, its bytes in each encoding offered. */
export interface RenderedHtml {
  page: string;
  bodies?: PublicEntry['bodies'];
}

/** The most rendered pages one server keeps, and their most bytes together. */
export const KEPT_RENDERS = { entries: 200, bytes: 32 * 1024 * 1024 };

interface KeptRender {
  page: string;
  bodies: PublicEntry['bodies'];
  until: number;
  /** What it was made with: a new build (page template or render code) makes it stale. */
  template: string;
  server: EntryServer;
}

const sizeOf = (entry: KeptRender) => Object.values(entry.bodies).reduce((n, b) => n + (b?.length ?? 0), 0);

/**
 * The pages rendered for visitors without a session, by address, origin and the digest of their first
 * reads' answers (docs/adr/0073). A render that read no clock shows the same for the same answers, so
 * it is kept until an answer changes (a write, or the instant a kept answer changes at): exact, and an
 * hour at most, as the public reads (MAX_KEPT_MS). The oldest go first past KEPT_RENDERS.
 */
export class KeptRenders {
  private readonly kept = new Map<string, KeptRender>();
  private bytes = 0;

  constructor(private readonly limits = KEPT_RENDERS) {}

  get(key: string, template: string, server: EntryServer, now: number): KeptRender | undefined {
    const found = this.kept.get(key);
    if (!found) return undefined;
    if (found.until <= now || found.template !== template || found.server !== server) {
      this.drop(key, found);
      return undefined;
    }
    // The most recently read last: the first in the map is the one to go.
    this.kept.delete(key);
    this.kept.set(key, found);
    return found;
  }

  set(key: string, entry: KeptRender): void {
    const before = this.kept.get(key);
    if (before) this.drop(key, before);
    if (sizeOf(entry) > this.limits.bytes) return;
    this.kept.set(key, entry);
    this.bytes += sizeOf(entry);
    for (const [oldest, kept] of this.kept) {
      if (this.kept.size <= this.limits.entries && this.bytes <= this.limits.bytes) break;
      this.drop(oldest, kept);
    }
  }

  get size(): number {
    return this.kept.size;
  }

  private drop(key: string, entry: KeptRender): void {
    this.kept.delete(key);
    this.bytes -= sizeOf(entry);
  }
}

/**
 * A renderer of the built app's pages under `webRoot`, or one that answers null while the server
 * render is not built. It renders the screens `screenFiles` names (entry-server.tsx) and answers the page's HTML (`html`, index.html as built) with the rendered
 * first screen in #root, the screen's styles linked in the head, and the
 * render's answers and instant for the browser; null when the render fails or takes too long.
 */
export function pageRenderer(webRoot: string, renders = new KeptRenders(), now: () => number = Date.now): PageRenderer {
  const entry = kept(path.join(webRoot, '..', 'dist-server', 'entry-server.js'), (file, mtimeMs) => import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<EntryServer>);
  const manifest = kept(path.join(webRoot, '.vite', 'manifest.json'), (file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  return async ({ pathname, url, origin, reads, keep = true, html, onError }) => {
    const loading = entry();
    const chunks = manifest();
    if (!loading || !chunks || !html.includes('<div id="root"></div>')) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const server = await loading;
      const key = keep ? `${origin} ${url} ${reads.digest}` : undefined;
      const ready = key === undefined ? undefined : renders.get(key, html, server, now());
      if (ready !== undefined) return { page: ready.page, bodies: ready.bodies };
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      });
      const files = server.screenFiles(pathname);
      if (files.length === 0) return null;
      const rendered = await Promise.race([server.renderPage(url, reads.answers, origin), timeout]);
      if (!rendered) return null;
      const css = screenStyles(chunks, files);
      // Only the styles: the screen's code is asked for by the app's own, once it runs (preloaded
      // here, it would compete with the styles and the first screen's pictures on a slow link).
      // Except the table of the other screens' routes, which the app asks for before the screen's code.
      const routes = (server.routeFiles?.(pathname) ?? []).flatMap((name) => (chunks[name] ? [`/${chunks[name].file}`] : []));
      const head = css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('');
      const data = `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${jsonInHtml({ fallback: rendered.fallback, renderedAt: rendered.renderedAt, origin: rendered.origin })}</script>`;
      // The page paints without its code: the styles and images come first, the code once it has painted.
      const page = withAppLoadedAfterPaint(html, routes)
        .replace('</head>', () => `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
        .replace('</body>', () => `${data}</body>`);
      if (key !== undefined && rendered.readsClock === false) {
        const until = now() + MAX_KEPT_MS;
        renders.set(key, { page, bodies: await encodedBodies(Buffer.from(page), 'text/html'), until, template: html, server });
      }
      return { page };
    } catch (err) {
      onError(err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
