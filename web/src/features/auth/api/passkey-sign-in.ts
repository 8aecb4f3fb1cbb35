import { startAuthentication, WebAuthnAbortService, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { WebAuthnOptionsAnswer } from '@contracts/account-security.views';
import type { AuthSession } from '@contracts/identity.views';

/**
 * A sign-in with a passkey: the server's options (no account named), the browser's dialog, or with
 * `autofill` the passkeys offered under the e-mail field; the server answers the session and sets the cookie.
 */
export async function signInWithPasskey(autofill: boolean): Promise<AuthSession> {
  const start = await api.post<WebAuthnOptionsAnswer>('/api/auth/llave/opciones', {});
  const respuesta = await startAuthentication({ optionsJSON: start.opciones as unknown as PublicKeyCredentialRequestOptionsJSON, useBrowserAutofill: autofill });
  return api.post<AuthSession>('/api/auth/llave', { desafio: start.desafio, respuesta });
}

/** The button 'Entrar con llave de acceso'. */
export const usePasskeySignIn = () => useSWRMutation('/api/auth/llave', () => signInWithPasskey(false), { throwOnError: true });

/** Stops a passkey request the page left waiting (the autofill one) when the page goes. */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();
