import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * The site's toasts. The toasts library loads with the first toast rather than with the home page:
 * the call is the library's, sent once its code is here, and its container mounts then (a toast sent
 * before the container is there waits for it, and shows).
 */
type Kind = 'success' | 'error' | 'info' | 'warning';

let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, content: ToastContent, options?: ToastOptions) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('react-toastify').then(({ toast: library }) => library[kind](content, options));
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
};

/** Whether a toast has been asked for: the container mounts from then on. */
export function toastsWanted(): boolean {
  return wanted;
}

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
