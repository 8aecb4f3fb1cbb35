/**
 * The server's render of a public page (docs/adr/0036): the same components the browser runs, on
 * the server's router for one address, with the page's first reads (src/http/first-reads.ts) as the
 * only answers a fetcher can get. Built apart (`vite build --ssr`, into web/dist-server) and loaded by
 * src/http/server-render.ts; never part of the browser's code.
 */
import { createContext, StrictMode, use, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { unstable_serialize, type Middleware } from 'swr';
import { App } from './app/app';
import { readingFrom } from './lib/api-client';
import type { RenderedPage } from './lib/server-render';

interface Gathering {
  answers: ReadonlyMap<string, unknown>;
  /** SWR's answers by serialised key, from the renders before. */
  known: Record<string, unknown>;
  /** The fetchers the last render started for keys it did not know. */
  asked: Map<string, Promise<unknown>>;
}

const GatheringContext = createContext<Gathering | null>(null);

/**
 * Each hook with a key the render does not know yet starts its fetcher, answered from the first
 * reads alone; the hook itself goes on as SWR does on a server (the fallback, or nothing).
 */
const gather: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const gathering = use(GatheringContext);
  if (gathering && fetcher) {
    let args: unknown = key;
    try {
      if (typeof key === 'function') args = (key as () => unknown)();
    } catch {
      args = null;
    }
    if (args !== null && args !== undefined && args !== false) {
      const serialized = unstable_serialize(key);
      if (!(serialized in gathering.known) && !gathering.asked.has(serialized)) {
        let answer: Promise<unknown>;
        try {
          answer = Promise.resolve(readingFrom(gathering.answers, () => (fetcher as (a: unknown) => unknown)(args)));
        } catch (err) {
          answer = Promise.reject(err);
        }
        answer.catch(() => undefined);
        gathering.asked.set(serialized, answer);
      }
    }
  }
  return useSWRNext(key, fetcher, config);
};

/**
 * The render's instant and origin for the components, noting whether any read the instant (a
 * countdown, whether an event has started): a render that did not shows the same whenever it is made.
 */
function watchedInstant(renderedAt: number, origin: string) {
  const watch = { read: false };
  const page = {
    origin,
    get renderedAt() {
      watch.read = true;
      return renderedAt;
    },
  };
  return { page, watch };
}

/** Renders to HTML once every lazy screen of the address has loaded. */
async function renderOnce(url: string, gathering: Gathering, rendered: RenderedPage): Promise<string> {
  const tree: ReactNode = (
    <GatheringContext value={gathering}>
      <StrictMode>
        <App router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>} fallback={gathering.known} rendered={rendered} use={[gather]} />
      </StrictMode>
    </GatheringContext>
  );
  // Every boundary written in place (a large one would otherwise come apart, completed by an inline
  // script, which the site's Content-Security-Policy does not run).
  const { prelude } = await prerender(tree, { onError: () => undefined, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  return new Response(prelude).text();
}

export interface ServerRender {
  /** The HTML inside #root. */
  html: string;
  /** SWR's answers by serialised key, for the browser's first render (`fallback`). */
  fallback: Record<string, unknown>;
  renderedAt: number;
  origin: string;
  /**
   * Whether a component read the render's instant: its HTML then depends on when it was made, not
   * only on its address and answers (src/http/server-render.ts keeps the others).
   */
  readsClock: boolean;
}

/** How many renders a page may take: each one may start the fetchers that the answers of the one before made known. */
const MAX_RENDERS = 4;

/**
 * The HTML of `url` (path and query) with `answers` (the page's first reads, by URL): rendered again
 * while a render starts fetchers for keys it did not know, so the last one has every answer the reads
 * give. `origin` is the site's, as the browser will see it.
 */
export async function renderPage(url: string, answers: ReadonlyMap<string, unknown>, origin: string, renderedAt = Date.now()): Promise<ServerRender> {
  const known: Record<string, unknown> = {};
  let html = '';
  const { page, watch } = watchedInstant(renderedAt, origin);
  for (let round = 0; round < MAX_RENDERS; round += 1) {
    const gathering: Gathering = { answers, known: { ...known }, asked: new Map() };
    html = await renderOnce(url, gathering, page);
    if (gathering.asked.size === 0) break;
    let learned = false;
    for (const [serialized, answer] of gathering.asked) {
      try {
        known[serialized] = await answer;
        learned = true;
      } catch {
        // Not among the first reads: the browser asks for it, and both renders show it loading.
      }
    }
    if (!learned) break;
  }
  return { html, fallback: known, renderedAt, origin, readsClock: watch.read };
}

/**
 * The source files of the lazy screen `pathname` shows, as the build's manifest names them: the
 * server links their styles and preloads their code, so the page looks finished before its code runs.
 */
const SCREENS: { path: string; file: string }[] = [
  { path: '/', file: 'src/app/routes/home.tsx' },
  { path: '/campeonatos', file: 'src/app/routes/championships.tsx' },
  { path: '/campeonatos/:id', file: 'src/app/routes/championships.tsx' },
  { path: '/campeonatos/:id/clasificacion', file: 'src/app/routes/standings.tsx' },
  { path: '/eventos-unicos/:id', file: 'src/app/routes/single-event.tsx' },
  { path: '/race-result', file: 'src/app/routes/race-result.tsx' },
  { path: '/records', file: 'src/app/routes/records.tsx' },
  { path: '/temporadas', file: 'src/app/routes/seasons.tsx' },
  { path: '/campeones', file: 'src/app/routes/champions.tsx' },
  { path: '/temporadas/:anio', file: 'src/app/routes/seasons.tsx' },
  { path: '/pilotos/:id', file: 'src/app/routes/driver.tsx' },
  { path: '/fuell-calculator', file: 'src/app/routes/fuel-calculator.tsx' },
  { path: '/login', file: 'src/app/routes/login.tsx' },
  { path: '/register', file: 'src/app/routes/register.tsx' },
];

/**
 * The code the app asks for before the screen's own on a rendered page other than the home page: the
 * table of the other screens' routes (web/src/app/router.tsx). The server preloads it beside the styles,
 * so the screen's code is not one more request further down.
 */
export function routeFiles(pathname: string): string[] {
  return pathname !== '/' && screenFiles(pathname).length > 0 ? ['src/app/other-routes.tsx'] : [];
}

/** The screens of `pathname` the server renders (none: the page goes out unrendered). */
export function screenFiles(pathname: string): string[] {
  return SCREENS.filter((s) => matchPath(s.path, pathname)).map((s) => s.file);
}
