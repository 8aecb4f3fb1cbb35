/**
 * Loaded once the page has loaded (web/src/main.tsx), so none of it weighs on the first screen:
 * registers the service worker (docs/adr/0055), counts the driver's visits for the install hint,
 * keeps the browser's offer to install the app for when the profile shows the hint, and makes the
 * next link followed a full page load once a new version of the site is waiting.
 */
import { countVisit, keepInstallOffer } from './install-offer';

const WORKER_URL = '/sw.js';

/** Whether a click on `anchor` leaves for another page of this site in this window. */
function leavesForAnotherPage(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const to = new URL(anchor.href, window.location.href);
  return to.origin === window.location.origin && (to.pathname !== window.location.pathname || to.search !== window.location.search);
}

/**
 * A new version waits: the next link followed loads its page whole instead of in the app, and the
 * worker takes the new version on that load (never under a page being filled in).
 */
function takeNewVersionOnNextNavigation(): void {
  document.addEventListener(
    'click',
    (event) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      // Before the router hears of it: the browser follows the link itself.
      if (anchor instanceof HTMLAnchorElement && leavesForAnotherPage(event, anchor)) event.stopPropagation();
    },
    { capture: true },
  );
}

/** This visit counted (the install hint shows from the second) and the browser's offer to install kept: as the page loads. */
export function watchInstallation(): void {
  countVisit();
  keepInstallOffer();
}

/** Registers the service worker, and takes a new version of the site on the next link once one is installed. */
export async function registerApp(): Promise<void> {
  watchInstallation();
  await registerWorker();
}

/** The service worker alone (web/src/main.tsx registers it once the page is idle). */
export async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' });
    let armed = false;
    const arm = () => {
      if (armed || !registration.waiting || !navigator.serviceWorker.controller) return;
      armed = true;
      takeNewVersionOnNextNavigation();
    };
    const watch = (installing: ServiceWorker | null) =>
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') arm();
      });
    arm();
    // A version already installing when this runs (found while the page was loading) is watched too:
    // its 'updatefound' was before this listener.
    watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
  } catch {
    // A browser that refuses the worker (private mode, a policy) still has the site as before.
  }
}
