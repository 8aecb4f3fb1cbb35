import { formToFields, type SingleEventForm } from '@contracts/single-events.contract';
import { api, toFormData } from '@/lib/api-client';
import type { MessageAnswer } from '@contracts/api.views';
import { SINGLE_EVENTS_KEY } from './get-single-events';
import { singleEventKey } from './get-single-event';
import type { EventAnswer } from '@contracts/single-events.views';

export interface EventFormInput {
  form: SingleEventForm;
  /** The new cover, when one was chosen; otherwise the current one stays. */
  cover: File | null;
}

const body = ({ form, cover }: EventFormInput) => toFormData({ ...formToFields(form), ...(cover ? { imagenPortada: cover } : {}) });

export const createSingleEvent = (input: EventFormInput) => api.post<EventAnswer>(SINGLE_EVENTS_KEY, body(input));
export const updateSingleEvent = (id: string, input: EventFormInput) => api.put<EventAnswer>(singleEventKey(id), body(input));
export const deleteSingleEvent = (id: string) => api.delete<MessageAnswer>(singleEventKey(id));
