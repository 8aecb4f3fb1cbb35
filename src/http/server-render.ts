import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The server's render of a public page (docs/adr/0036): web/src/entry-server.tsx, built by
 * `npm run build:web` into web/dist-server, renders the page's first screen from its first reads, so
 * the browser paints it before the app's code runs and the app takes it over (hydrates it).
 */
interface EntryServer {
  renderPage(url: string, answers: ReadonlyMap<string, unknown>, origin: string): Promise<{ html: string; fallback: Record<string, unknown>; renderedAt: number; origin: string }>;
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

export type PageRenderer = (page: { pathname: string; url: string; origin: string; answers: ReadonlyMap<string, unknown>; html: string; onError(err: unknown): void }) => Promise<string | null>;

/**
 * A renderer of the built app's pages under `webRoot`, or one that answers null while the server
 * render is not built. It renders the screens `screenFiles` names (entry-server.tsx) and answers the page's HTML (`html`, index.html as built) with the rendered
 * first screen in #root, the screen's styles linked in the head, and the
 * render's answers and instant for the browser; null when the render fails or takes too long.
 */
export function pageRenderer(webRoot: string): PageRenderer {
  const entry = kept(path.join(webRoot, '..', 'dist-server', 'entry-server.js'), (file, mtimeMs) => import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<EntryServer>);
  const manifest = kept(path.join(webRoot, '.vite', 'manifest.json'), (file) => JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  return async ({ pathname, url, origin, answers, html, onError }) => {
    const loading = entry();
    const chunks = manifest();
    if (!loading || !chunks || !html.includes('<div id="root"></div>')) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const server = await loading;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
      });
      const files = server.screenFiles(pathname);
      if (files.length === 0) return null;
      const rendered = await Promise.race([server.renderPage(url, answers, origin), timeout]);
      if (!rendered) return null;
      const css = screenStyles(chunks, files);
      // Only the styles: the screen's code is asked for by the app's own, once it runs (preloaded
      // here, it would compete with the styles and the first screen's pictures on a slow link).
      // Except the table of the other screens' routes, which the app asks for before the screen's code.
      const routes = (server.routeFiles?.(pathname) ?? []).flatMap((name) => (chunks[name] ? [chunks[name].file] : []));
      const head = [...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`), ...routes.map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`)].join('');
      const data = `<script type="application/json" id="${SERVER_RENDER_ELEMENT_ID}">${jsonInHtml({ fallback: rendered.fallback, renderedAt: rendered.renderedAt, origin: rendered.origin })}</script>`;
      return html
        // The page paints without its code: the styles and images come first, the code after them.
        .replace(/<(script type="module"|link rel="modulepreload")( crossorigin)? (src|href)="\/assets\/[^"]+"/g, (tag) => `${tag} fetchpriority="low"`)
        .replace('</head>', `${head}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`)
        .replace('</body>', () => `${data}</body>`);
    } catch (err) {
      onError(err);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
