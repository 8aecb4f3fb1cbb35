import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { PasskeyAddedAnswer, PasskeyListAnswer, WebAuthnOptionsAnswer } from '@contracts/account-security.views';

export const PASSKEYS_KEY = '/api/seguridad/llaves';

export const usePasskeys = () => useSWR(PASSKEYS_KEY, () => api.get<PasskeyListAnswer>(PASSKEYS_KEY), { revalidateOnFocus: false });

/**
 * Adds a passkey: the server's options, the browser's own dialog (the device's PIN, fingerprint or
 * face), then the answer back to the server with the name; the list is read again.
 */
async function addPasskey(nombre: string | undefined): Promise<PasskeyAddedAnswer> {
  const start = await api.post<WebAuthnOptionsAnswer>(`${PASSKEYS_KEY}/opciones`, {});
  const respuesta = await startRegistration({ optionsJSON: start.opciones as unknown as PublicKeyCredentialCreationOptionsJSON });
  return api.post<PasskeyAddedAnswer>(PASSKEYS_KEY, { desafio: start.desafio, respuesta, ...(nombre ? { nombre } : {}) });
}

export const useAddPasskey = () => useSWRMutation(PASSKEYS_KEY, (_key: string, { arg }: { arg: string | undefined }) => addPasskey(arg), { throwOnError: true });

export function useRenamePasskey() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${PASSKEYS_KEY}#renombrar`,
    (_key: string, { arg }: { arg: { id: string; nombre: string } }) => api.put<MessageAnswer>(`${PASSKEYS_KEY}/${encodeURIComponent(arg.id)}`, { nombre: arg.nombre }),
    { throwOnError: true, onSuccess: () => void mutate(PASSKEYS_KEY) },
  );
}

export function useRemovePasskey() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${PASSKEYS_KEY}#eliminar`,
    (_key: string, { arg }: { arg: string }) => api.delete<MessageAnswer>(`${PASSKEYS_KEY}/${encodeURIComponent(arg)}`),
    { throwOnError: true, onSuccess: () => void mutate(PASSKEYS_KEY) },
  );
}
