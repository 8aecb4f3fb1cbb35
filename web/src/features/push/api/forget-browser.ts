import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { PushSignOutInput } from '@contracts/push.contract';
import { currentSubscription } from '../browser-push';

/**
 * Signing out in this browser (docs/adr/0056, addendum): the server forgets this browser's device while
 * the session still holds, then the browser drops its subscription, so a shared phone receives nothing
 * more of the driver who leaves. Loaded by the session only when it signs out, like the logout call.
 * When the server cannot be told (no signal), the browser's own unsubscribe still ends it: the push
 * service then answers 404/410 to the next push and the server removes the device.
 */
export async function forgetThisBrowser(): Promise<void> {
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  try {
    await api.post<MessageAnswer>('/api/perfil/dispositivos/baja', { endpoint: subscription.endpoint } satisfies PushSignOutInput);
  } catch {
    // Unsubscribing below is enough to stop the pushes (see above).
  }
  await subscription.unsubscribe().catch(() => false);
}
