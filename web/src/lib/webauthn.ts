import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';
import { messageOf } from '@/lib/api-client';

/** What to say when a passkey ceremony fails: the person cancelled, the device refused, or the server's reason. */
export function webAuthnFailure(err: unknown, fallback: string): string {
  const name = (err as { name?: string; code?: string } | null)?.name;
  const code = (err as { code?: string } | null)?.code;
  if (name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED') return 'Se canceló la llave de acceso o tu dispositivo no la permitió.';
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'Esta llave de acceso ya está registrada en tu cuenta.';
  return messageOf(err, fallback);
}

const never = () => () => undefined;

/**
 * Whether this browser speaks WebAuthn. The server's render of a page assumes it does (every current
 * browser), so the page does not change when the app takes it over; an old browser loses the button then.
 */
export function useWebAuthnSupported(): boolean {
  return useSyncExternalStore(never, browserSupportsWebAuthn, () => true);
}
