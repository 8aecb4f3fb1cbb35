/**
 * This browser's Web Push, as far as the page can tell without asking anything: whether it can receive
 * notifications at all, whether the site's service worker is there, the permission, and its subscription.
 */
export type PushSupport = 'sin-soporte' | 'sin-service-worker' | 'bloqueado' | 'disponible';

export function pushAvailable(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** Where this browser stands; never asks for permission. */
export async function pushSupport(): Promise<PushSupport> {
  if (!pushAvailable()) return 'sin-soporte';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'sin-service-worker';
  if (Notification.permission === 'denied') return 'bloqueado';
  return 'disponible';
}

/** The subscription this browser already has, if any (no prompt). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushAvailable()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
};

/**
 * Asks the permission (only ever called from a click) and subscribes with the server's key. Answers
 * null when the driver did not allow notifications.
 */
export async function subscribeThisBrowser(publicKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | null> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}
