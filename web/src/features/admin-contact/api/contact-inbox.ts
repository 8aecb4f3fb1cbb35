import useSWR, { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ContactFilter } from '@contracts/contact.messages';
import type { ContactAnsweredAnswer, ContactInboxCounts, ContactInboxPage, ContactMessageView } from '@contracts/contact.views';
import { api } from '@/lib/api-client';
import { placeParams, type PlacePage } from '@/lib/place-pages';

export const CONTACT_COUNTS_KEY = ['/api/contact/admin/resumen'] as const;

/** The query of a page: its number and, when the arrows reached it, its place (docs/adr/0063). */
const inboxQuery = (filter: ContactFilter | 'todos', page: PlacePage) => {
  const query = new URLSearchParams(placeParams(page, 'page'));
  if (filter !== 'todos') query.set('estado', filter);
  return query.toString();
};
const inboxKey = (filter: ContactFilter | 'todos', page: PlacePage) => ['/api/contact/admin', filter, inboxQuery(filter, page)] as const;

export function getInbox(filter: ContactFilter | 'todos', page: PlacePage): Promise<ContactInboxPage> {
  return api.get<ContactInboxPage>(`/api/contact/admin?${inboxQuery(filter, page)}`);
}

/** A page of the inbox; the old rows stay while another page or filter loads. */
export const useContactInbox = (filter: ContactFilter | 'todos', page: PlacePage) =>
  useSWR(inboxKey(filter, page), () => getInbox(filter, page), { keepPreviousData: true, dedupingInterval: 0 });

/** Unread and pending messages, for the admin menu and dashboard. */
/** The inbox's counts; `enabled` false asks nothing (an account that may not read the inbox). */
export const useContactCounts = (enabled = true) => useSWR(enabled ? CONTACT_COUNTS_KEY : null, () => api.get<ContactInboxCounts>('/api/contact/admin/resumen'));

const readContactMessage = (id: string) => api.get<ContactMessageView>(`/api/contact/admin/${encodeURIComponent(id)}`);

const setContactAnswered = (id: string, respondido: boolean) =>
  api.put<ContactAnsweredAnswer>(`/api/contact/admin/${encodeURIComponent(id)}/respondido`, { respondido });

/** After reading or marking: every inbox page and the counts ask again (not waited for). */
const refreshInbox = () => void mutate((key) => Array.isArray(key) && (key[0] === '/api/contact/admin' || key[0] === CONTACT_COUNTS_KEY[0]));

/** Opens one message: the server marks it read on the first opening, so it is a write to the inbox. */
export const useOpenContactMessage = () =>
  useSWRMutation(
    ['/api/contact/admin', 'open'],
    async (_key, { arg: id }: { arg: string }) => {
      const message = await readContactMessage(id);
      refreshInbox();
      return message;
    },
    { throwOnError: true },
  );

/** Marks a message answered or not. */
export const useSetContactAnswered = () =>
  useSWRMutation(
    ['/api/contact/admin', 'answered'],
    async (_key, { arg: { id, respondido } }: { arg: { id: string; respondido: boolean } }) => {
      const answer = await setContactAnswered(id, respondido);
      refreshInbox();
      return answer;
    },
    { throwOnError: true },
  );
