import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import type { ConfirmTotpRequest } from '@contracts/account-security.contract';
import type { RecoveryCodesAnswer, SecuritySummary, TotpSetupAnswer } from '@contracts/account-security.views';

export const SECURITY_KEY = '/api/seguridad';

/** The account's factors, and for staff whether one is required and until when. */
export const useSecuritySummary = () => useSWR(SECURITY_KEY, () => api.get<SecuritySummary>(SECURITY_KEY), { revalidateOnFocus: false });

/** A new secret for the app (QR code and text); not counted until confirmed. */
export const useStartTotp = () => useSWRMutation(`${SECURITY_KEY}/app`, () => api.post<TotpSetupAnswer>(`${SECURITY_KEY}/app`, {}), { throwOnError: true });

export function useConfirmTotp() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${SECURITY_KEY}/app/confirmar`, (_key: string, { arg }: { arg: ConfirmTotpRequest }) => api.post<RecoveryCodesAnswer>(`${SECURITY_KEY}/app/confirmar`, arg), {
    throwOnError: true,
    onSuccess: () => void mutate(SECURITY_KEY),
  });
}

export function useRemoveTotp() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${SECURITY_KEY}/app#quitar`, () => api.delete<MessageAnswer>(`${SECURITY_KEY}/app`), { throwOnError: true, onSuccess: () => void mutate(SECURITY_KEY) });
}

export function useNewRecoveryCodes() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${SECURITY_KEY}/codigos`, () => api.post<RecoveryCodesAnswer>(`${SECURITY_KEY}/codigos`, {}), { throwOnError: true, onSuccess: () => void mutate(SECURITY_KEY) });
}
