import { lazy, Suspense, useSyncExternalStore } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { api } from '@/lib/api-client';
import { onToastsWanted, toastsWanted } from '@/lib/toast';
import { AppRouter } from './router';
import { SessionProvider } from './session';

const swrConfig = {
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

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      {/* The last resort: anything the screens' own boundaries let through still gets a message and "Reintentar". */}
      <AppErrorBoundary>
        <SessionProvider>
          <BrowserRouter>
            <AppRouter />
          </BrowserRouter>
          <ToastHost />
        </SessionProvider>
      </AppErrorBoundary>
    </SWRConfig>
  );
}
