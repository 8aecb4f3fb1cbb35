import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import type { MyEntryAnswer, NumbersAndTeamsAnswer } from '@contracts/entries.views';
import { championshipKey } from './get-championship';
import { refreshPlace } from './waitlist';

export const numbersAndTeamsKey = (id: string) => `${championshipKey(id)}/numeros-y-equipos`;

/** GET /api/campeonatos/{id}/numeros-y-equipos: the numbers taken and the teams, as the driver types. */
export const useNumbersAndTeams = (id: string, wanted: boolean) => useSWR(wanted ? numbersAndTeamsKey(id) : null, () => api.get<NumbersAndTeamsAnswer>(numbersAndTeamsKey(id)));

/** What the entry form sends: a number (text as typed) and a team name, each optional. */
export interface EntryChoice {
  numeroAuto: string;
  equipo: string;
}

/** The body of an entry: only what the driver filled in (an empty field is left out, keeping what he has). */
export function entryBody(choice: EntryChoice): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  if (choice.numeroAuto.trim() !== '') body.numeroAuto = choice.numeroAuto.trim();
  if (choice.equipo.trim() !== '') body.equipo = choice.equipo.trim();
  return body;
}

/** PUT /api/campeonatos/{id}/mi-inscripcion: an entered driver changes his number and team; the page's reads refresh. */
export function useUpdateMyEntry(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${championshipKey(id)}/mi-inscripcion`,
    async (_key: string, { arg: choice }: { arg: EntryChoice }) => {
      const answer = await api.put<MyEntryAnswer>(`${championshipKey(id)}/mi-inscripcion`, {
        numeroAuto: choice.numeroAuto.trim() === '' ? null : choice.numeroAuto.trim(),
        equipo: choice.equipo.trim() === '' ? null : choice.equipo.trim(),
      });
      await refreshPlace(mutate, id);
      return answer;
    },
    { throwOnError: true },
  );
}
