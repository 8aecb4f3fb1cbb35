import { lazy, startTransition, Suspense, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
import { ReconfirmHost } from '@/components/reconfirm/reconfirm-host';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { api } from '@/lib/api-client';
import { HydratingContext, RenderedPageContext, type RenderedPage } from '@/lib/server-render';
import { onToastsWanted, toastsWanted } from '@/lib/toast';
import { AppRouter } from './router';
import { SessionProvider } from './session';

const swrConfig: SWRConfiguration = {
  fetcher: (path: string) => api.get(path),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};

const Toasts = lazy(() => import('@/components/ui/toasts'));

/** The toasts' container, mounted (and its code loaded) with the first toast. */
function ToastHost() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

export interface AppProps {
  /** The router: the browser's, or the server's for one address (web/src/entry-server.tsx). */
  router?: (routes: ReactNode) => ReactNode;
  /** The answers the page's first render starts from, by SWR key (a server-rendered page's, docs/adr/0036). */
  fallback?: Record<string, unknown>;
  /**
   * The server's clock and the site's origin as the server wrote them into the page: the server's
   * render, and the browser's first render of a page the server rendered (which must write the same).
   */
  rendered?: RenderedPage | null;
  /** SWR middleware of the server's render (it gathers the answers a render asks for). */
  use?: Middleware[];
  /** Called once the first render (or the takeover of the server's page) is on screen. */
  onShown?: () => void;
}

/**
 * A hook whose key the server's render answered starts, the first time it mounts, from that answer as
 * a finished read: not loading (so it writes what the server wrote) and not asked again (the server
 * read it for this page a moment ago). `keys`: the keys answered and not mounted yet. Later mounts and
 * revalidations ask as usual.
 */
function answeredByServer(keys: Set<string>): Middleware {
  return (useSWRNext) =>
    function useAnsweredByServer(key, fetcher, config) {
      const serialized = key === null ? '' : unstable_serialize(key);
      const answered = serialized !== '' && keys.has(serialized);
      useEffect(() => {
        if (answered) keys.delete(serialized);
      }, [answered, serialized]);
      return useSWRNext(key, fetcher, answered ? { ...config, revalidateOnMount: false } : config);
    };
}

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

export function App({ router = browserRouter, fallback, rendered = null, use, onShown }: AppProps) {
  const [answered] = useState(() => answeredByServer(new Set(Object.keys(fallback ?? {}))));
  const config = useMemo<SWRConfiguration>(() => ({ ...swrConfig, ...(fallback ? { fallback } : {}), use: [...(use ?? []), answered] }), [fallback, use, answered]);
  // A page the server rendered is being taken over until this first render is on screen (see HydratingContext).
  const [hydrating, setHydrating] = useState(rendered !== null);
  useEffect(() => {
    startTransition(() => setHydrating(false));
    onShown?.();
    // Once, for the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <SWRConfig value={config}>
      <RenderedPageContext value={rendered}>
        <HydratingContext value={hydrating}>
        {/* The last resort: anything the screens' own boundaries let through still gets a message and "Reintentar". */}
        <AppErrorBoundary>
          <SessionProvider>
            {router(<AppRouter />)}
            <ToastHost />
            <ReconfirmHost />
          </SessionProvider>
        </AppErrorBoundary>
        </HydratingContext>
      </RenderedPageContext>
    </SWRConfig>
  );
}
