import useSWR, { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ArcoAnswer, ArcoAttention, ArcoFiledAnswer, ArcoOwnRequest, ArcoPublicRequest, ArcoQueueAnswer, BlockedAccountDetailAnswer, BlockedAccountsAnswer, MyArcoRequestsAnswer } from '@contracts/data-rights.contract';
import { api } from '@/lib/api-client';

const MINE = '/api/datos-personales/solicitudes';
const QUEUE = '/api/datos-personales/admin/solicitudes';
export const ARCO_ATTENTION_KEY = '/api/datos-personales/admin/resumen';

export const useMyArcoRequests = () => useSWR(MINE, () => api.get<MyArcoRequestsAnswer>(MINE));

export const useFileOwnArcoRequest = () =>
  useSWRMutation(MINE, (_key: string, { arg }: { arg: ArcoOwnRequest }) => api.post<ArcoFiledAnswer>(MINE, arg), { throwOnError: true });

/** POST /api/derechos-arco: changes nothing the page reads. */
export const useFilePublicArcoRequest = () =>
  useSWRMutation('/api/derechos-arco', (_key: string, { arg }: { arg: ArcoPublicRequest }) => api.post<ArcoFiledAnswer>('/api/derechos-arco', arg), { throwOnError: true });

export const useCancelAccount = () =>
  useSWRMutation('/api/datos-personales/cancelar', (_key: string, { arg }: { arg: { confirmacion: string } }) => api.post<ArcoFiledAnswer>('/api/datos-personales/cancelar', arg), { throwOnError: true });

export const useArcoQueue = () => useSWR(QUEUE, () => api.get<ArcoQueueAnswer>(QUEUE));

/** Open requests near or past their deadline, for the admin dashboard. */
export const useArcoAttention = () => useSWR(ARCO_ATTENTION_KEY, () => api.get<ArcoAttention>(ARCO_ATTENTION_KEY));

export const useAnswerArcoRequest = () =>
  useSWRMutation(
    QUEUE,
    async (_key: string, { arg: { id, answer } }: { arg: { id: string; answer: ArcoAnswer } }) => {
      const done = await api.put<ArcoFiledAnswer>(`${QUEUE}/${encodeURIComponent(id)}`, answer);
      void mutate(ARCO_ATTENTION_KEY);
      return done;
    },
    { throwOnError: true },
  );

const BLOCKED = '/api/datos-personales/admin/bloqueados';
/** Each read of blocked data is recorded in the audit log: read when the screen opens, not again on its own. */
const ONCE = { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false } as const;

/** 'Datos bloqueados' (superadmin): a page of the cancelled accounts (the server's size, 50) and what is kept of each, after the place `despues` of the page before. */
export const useBlockedAccounts = (despues: string | undefined) =>
  useSWR([BLOCKED, despues ?? ''] as const, () => api.get<BlockedAccountsAnswer>(despues ? `${BLOCKED}?${new URLSearchParams({ despues })}` : BLOCKED), { ...ONCE, keepPreviousData: true });

/** One cancelled account's kept payments and invoices. */
export const useBlockedAccount = (userId: string) => {
  const key = `${BLOCKED}/${encodeURIComponent(userId)}`;
  return useSWR(key, () => api.get<BlockedAccountDetailAnswer>(key), ONCE);
};
