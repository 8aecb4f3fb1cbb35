import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { formToFields, type SingleEventForm } from '@contracts/single-events.contract';
import { api } from '@/lib/api-client';
import { toFormData } from '@/lib/api-forms';
import type { MessageAnswer } from '@contracts/api.views';
import { isEventsListKey, SINGLE_EVENTS_KEY } from './get-single-events';
import { singleEventKey } from './get-single-event';
import type { EventAnswer } from '@contracts/single-events.views';

export interface EventFormInput {
  form: SingleEventForm;
  /** The new cover, when one was chosen; otherwise the current one stays. */
  cover: File | null;
}

const body = ({ form, cover }: EventFormInput) => toFormData({ ...formToFields(form), ...(cover ? { imagenPortada: cover } : {}) });

/** POST /api/eventos-unicos; the lists refresh before the answer comes back. */
export function useCreateSingleEvent() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `POST ${SINGLE_EVENTS_KEY}`,
    async (_key: string, { arg }: { arg: EventFormInput }) => {
      const answer = await api.post<EventAnswer>(SINGLE_EVENTS_KEY, body(arg));
      await mutate(isEventsListKey);
      return answer;
    },
    { throwOnError: true },
  );
}

/** PUT /api/eventos-unicos/{id}; the lists refresh before the answer comes back. */
export function useUpdateSingleEvent() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `PUT ${SINGLE_EVENTS_KEY}/{id}`,
    async (_key: string, { arg: { id, input } }: { arg: { id: string; input: EventFormInput } }) => {
      const answer = await api.put<EventAnswer>(singleEventKey(id), body(input));
      await mutate(isEventsListKey);
      return answer;
    },
    { throwOnError: true },
  );
}

/** DELETE /api/eventos-unicos/{id}; the lists refresh whether or not the event went, as the list may have changed under the admin. */
export function useDeleteSingleEvent() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `DELETE ${SINGLE_EVENTS_KEY}/{id}`,
    async (_key: string, { arg: id }: { arg: string }) => {
      try {
        return await api.delete<MessageAnswer>(singleEventKey(id));
      } finally {
        await mutate(isEventsListKey);
      }
    },
    { throwOnError: true },
  );
}
