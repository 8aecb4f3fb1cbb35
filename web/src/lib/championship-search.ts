import useSWR from 'swr';
import { ADMIN_CHAMPIONSHIPS_PAGE } from '@contracts/championships.contract';
import type { ChampionshipOptionsAnswer, ChampionshipOptionView } from '@contracts/championships.views';
import { api } from './api-client';
import { useDebounced } from './use-debounced';
import { PICKER_SEARCH_DELAY_MS } from './user-search';

/** The key every championship picker's answers start with: a championship written asks them again. */
export const CHAMPIONSHIP_OPTIONS_URL = '/api/campeonatos/admin/opciones';

/** What a search answered, and for which text (the options a later text has not answered yet stay). */
export interface ChampionshipSearchAnswer {
  q: string;
  data: ChampionshipOptionView[];
}

/**
 * The championships a picker offers for the text typed (name, category, series or year, every word
 * matching): the first ADMIN_CHAMPIONSHIPS_PAGE.pickerSize, asked once typing pauses, never the whole
 * list (docs/adr/0065). With nothing typed, the current editions first.
 */
export function useChampionshipSearch(text: string) {
  const search = useDebounced(text.trim(), PICKER_SEARCH_DELAY_MS);
  const query = new URLSearchParams({ limite: String(ADMIN_CHAMPIONSHIPS_PAGE.pickerSize), ...(search ? { q: search } : {}) });
  const answer = useSWR(
    [CHAMPIONSHIP_OPTIONS_URL, 'buscar', search],
    async (): Promise<ChampionshipSearchAnswer> => ({ q: search, data: (await api.get<ChampionshipOptionsAnswer>(`${CHAMPIONSHIP_OPTIONS_URL}?${query}`)).data }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  return { ...answer, searching: answer.isValidating || search !== text.trim() };
}

/** One championship by id (a picker's chosen one that no search listed yet): null while unknown or when it does not exist. */
export function useChampionshipOption(id: string | null) {
  return useSWR(id ? [CHAMPIONSHIP_OPTIONS_URL, 'id', id] : null, async () => (await api.get<ChampionshipOptionsAnswer>(`${CHAMPIONSHIP_OPTIONS_URL}?${new URLSearchParams({ id: id! })}`)).data[0] ?? null, {
    revalidateOnFocus: false,
  });
}

/** Whether an SWR key is one of the pickers' answers. */
export const isChampionshipOptions = (key: unknown) => Array.isArray(key) && key[0] === CHAMPIONSHIP_OPTIONS_URL;
