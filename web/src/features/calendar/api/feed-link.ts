import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { FeedLinkAnswer, FeedLinkView } from '@contracts/calendar.views';

const FEED_LINK = '/api/calendario/mi-enlace';

/** The signed-in driver's personal feed address (made on the first visit). */
export const useFeedLink = () => useSWR(FEED_LINK, () => api.get<FeedLinkView>(FEED_LINK), { revalidateOnFocus: false });

/** Replaces the address; the previous one stops working. */
export const useRegenerateFeedLink = () =>
  useSWRMutation(FEED_LINK, () => api.post<FeedLinkAnswer>(`${FEED_LINK}/regenerar`), {
    throwOnError: true,
    populateCache: (answer: FeedLinkAnswer) => answer.data,
    revalidate: false,
  });
