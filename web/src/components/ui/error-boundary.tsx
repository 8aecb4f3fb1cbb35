import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useSWRConfig } from 'swr';
import { Button } from './button';

export const RENDER_ERROR_MESSAGE = 'Ocurrió un error al mostrar esta sección. Inténtalo de nuevo; si sigue fallando, inténtalo más tarde.';
export const CHUNK_ERROR_MESSAGE = 'No se pudo cargar esta sección. Revisa tu conexión e inténtalo de nuevo.';

/** Whether an error is a failed download of a screen's code (the wording differs by browser). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

function Fallback({ error, resetErrorBoundary }: FallbackProps) {
  const { mutate } = useSWRConfig();
  const retry = async () => {
    // A browser remembers a failed download of a module for the life of the page (React.lazy too),
    // so the screen's code is asked for again by loading the page again, on the same address.
    if (isChunkLoadError(error)) {
      window.location.reload();
      return;
    }
    // Otherwise the screen could not read what it was given: its data is fetched again.
    await mutate(() => true, undefined, { revalidate: false });
    resetErrorBoundary();
  };
  return (
    <div className="container page status-page" role="alert">
      <AlertTriangle className="status-page__icon" size={48} aria-hidden="true" />
      <h1>Algo salió mal</h1>
      <p className="muted">{isChunkLoadError(error) ? CHUNK_ERROR_MESSAGE : RENDER_ERROR_MESSAGE}</p>
      <Button icon={<RotateCcw size={16} aria-hidden="true" />} onClick={() => void retry()}>
        Reintentar
      </Button>
    </div>
  );
}

/**
 * Keeps a failure to show one part of the app (a render error, a screen whose code did not download)
 * inside that part, with a Spanish message and "Reintentar"; the rest of the page stays usable.
 * `resetKey` (the path) clears the error when the visitor goes elsewhere.
 */
export function AppErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary FallbackComponent={Fallback} resetKeys={resetKey === undefined ? [] : [resetKey]}>
      {children}
    </ErrorBoundary>
  );
}
