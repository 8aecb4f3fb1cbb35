import { X } from 'lucide-react';
import { BrowserRouter } from 'react-router-dom';
import { Slide, ToastContainer, type CloseButtonProps } from 'react-toastify';
import { SWRConfig } from 'swr';
import { AppErrorBoundary } from '@/components/ui/error-boundary';
import { api } from '@/lib/api-client';
import { AppRouter } from './router';
import { SessionProvider } from './session';

const swrConfig = {
  fetcher: (path: string) => api.get(path),
  revalidateOnFocus: false,
  shouldRetryOnError: false,
};

function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button type="button" className="Toastify__close-button Toastify__close-button--dark" aria-label="Cerrar aviso" onClick={closeToast}>
      <X size={16} aria-hidden="true" />
    </button>
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
          <ToastContainer position="top-right" autoClose={5000} pauseOnHover theme="dark" transition={Slide} newestOnTop closeOnClick={false} closeButton={ToastCloseButton} />
        </SessionProvider>
      </AppErrorBoundary>
    </SWRConfig>
  );
}
