/**
 * What the install hint on the profile needs to know (docs/adr/0055): how many visits the driver has
 * made on this device, whether he dismissed the hint, whether the site already runs as an installed
 * app, and the browser's own offer to install it (`beforeinstallprompt`, Chromium), kept from the
 * moment it comes.
 */

const VISITS_KEY = 'parrilla:visitas';
const VISIT_COUNTED_KEY = 'parrilla:visita-contada';
const DISMISSED_KEY = 'parrilla:instalar-descartado';

/** The hint shows from the driver's second visit on, never on the first. */
export const VISITS_BEFORE_HINT = 2;

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The offer the browser made before this code loaded (web/src/main.tsx keeps it). */
    parrillaOfertaInstalar?: Event;
  }
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function store(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage refused (private mode): the hint simply counts nothing.
  }
}

/** One visit per browsing session (a tab or the app opened), counted once. */
export function countVisit(): void {
  if (stored(() => sessionStorage, VISIT_COUNTED_KEY)) return;
  store(() => sessionStorage, VISIT_COUNTED_KEY, '1');
  store(() => localStorage, VISITS_KEY, String(visits() + 1));
}

export function visits(): number {
  const count = Number(stored(() => localStorage, VISITS_KEY));
  return Number.isInteger(count) && count > 0 ? count : 0;
}

export const hintDismissed = (): boolean => stored(() => localStorage, DISMISSED_KEY) === '1';

export function dismissHint(): void {
  store(() => localStorage, DISMISSED_KEY, '1');
  changed();
}

/** Whether the site is open as the installed app (then there is nothing to install). */
export function runsInstalled(): boolean {
  return window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** Keeps the browser's offer to install instead of letting it show its own banner. */
export function keepInstallOffer(): void {
  if (window.parrillaOfertaInstalar) offer = window.parrillaOfertaInstalar as InstallPromptEvent;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    dismissHint();
  });
}

export const installOffer = (): InstallPromptEvent | null => offer;

export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; true when the driver installed the app. */
export async function install(): Promise<boolean> {
  const kept = offer;
  if (!kept) return false;
  offer = null;
  await kept.prompt();
  const { outcome } = await kept.userChoice;
  if (outcome === 'accepted') dismissHint();
  else changed();
  return outcome === 'accepted';
}
