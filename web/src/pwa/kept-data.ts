/**
 * The page's side of the kept data (docs/adr/0055): it tells the service worker whose session the
 * page has, and on sign-out deletes the driver's kept answers itself (with or without a worker).
 */
import { isOwnersCache } from './kept-reads';

/** Tells the worker controlling the page (if any) who is signed in now: `null` after signing out. */
export function tellSessionOwner(userId: string | null): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ tipo: 'usuario', usuario: userId });
}

/** Signing out: no answer read with the session stays on the device. */
export async function forgetKeptData(): Promise<void> {
  tellSessionOwner(null);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isOwnersCache).map((name) => caches.delete(name)));
}
