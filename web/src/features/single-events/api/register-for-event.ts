import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { singleEventKey } from './get-single-event';
import type { EventAnswer } from '@contracts/single-events.views';

const registerForEvent = (id: string) => api.post<EventAnswer>(`${singleEventKey(id)}/register`);
const unregisterFromEvent = (id: string) => api.delete<EventAnswer>(`${singleEventKey(id)}/unregister`);

/** Sign-up and leave, joining and leaving the waiting list; the answer carries the event as it now is, which replaces the cached one. */
export function useEventRegistration(id: string) {
  const options = { throwOnError: true, populateCache: (answer: EventAnswer) => answer.data, revalidate: true } as const;
  const join = useSWRMutation(singleEventKey(id), () => registerForEvent(id), options);
  const leave = useSWRMutation(singleEventKey(id), () => unregisterFromEvent(id), options);
  const queue = useSWRMutation(singleEventKey(id), () => api.post<EventAnswer>(`${singleEventKey(id)}/lista-espera`), options);
  const unqueue = useSWRMutation(singleEventKey(id), () => api.delete<EventAnswer>(`${singleEventKey(id)}/lista-espera`), options);
  return { join, leave, queue, unqueue };
}
