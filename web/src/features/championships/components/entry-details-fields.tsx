import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { searchText } from '@contracts/search-text';
import type { NumbersAndTeamsAnswer } from '@contracts/entries.views';
import type { EntryChoice } from '../api/entry-details';
import './entry-details-fields.css';

/** Whether the number typed is taken, and by whom (reserved or not): told as he types. */
function numberProblem(typed: string, taken: NumbersAndTeamsAnswer | undefined, own: number | null): string | undefined {
  const text = typed.trim();
  if (text === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 999) return 'El número de auto debe ser un número entero entre 1 y 999';
  if (n === own) return undefined;
  const holder = taken?.numerosOcupados.find((t) => t.numero === n);
  if (!holder) return undefined;
  return holder.reservado ? `El ${n} está reservado para otro piloto` : `El ${n} ya está ocupado`;
}

/** The team typed, compared as the server does (accents and case aside), and whether it is full. */
function teamNote(typed: string, taken: NumbersAndTeamsAnswer | undefined, own: string | null): { error?: string; hint?: string } {
  const key = searchText(typed).replace(/\s+/g, ' ').trim();
  if (key === '') return {};
  const team = taken?.equipos.find((t) => searchText(t.nombre).replace(/\s+/g, ' ').trim() === key);
  if (!team) return { hint: 'Equipo nuevo: se creará con tu inscripción.' };
  const mine = own !== null && searchText(own) === searchText(team.nombre);
  const max = taken?.maxPilotosPorEquipo ?? null;
  if (!mine && max !== null && team.pilotos >= max) return { error: `${team.nombre} ya tiene ${max} ${max === 1 ? 'piloto' : 'pilotos'}: está completo` };
  return { hint: `Te unes a ${team.nombre} (${team.pilotos} ${team.pilotos === 1 ? 'piloto' : 'pilotos'}${max !== null ? ` de ${max}` : ''}).` };
}

/**
 * 'Número de auto' and 'Equipo' (issue #30): the numbers taken and the teams come from the server,
 * so the driver sees a taken number or a full team while typing; the server decides at the end.
 */
export function EntryDetailsFields({
  value,
  onChange,
  taken,
  own = { numeroAuto: null, equipo: null },
  errors = {},
}: {
  value: EntryChoice;
  onChange: (next: EntryChoice) => void;
  taken: NumbersAndTeamsAnswer | undefined;
  own?: { numeroAuto: number | null; equipo: string | null };
  errors?: Record<string, string>;
}) {
  const listId = useId();
  const numberError = errors.numeroAuto ?? numberProblem(value.numeroAuto, taken, own.numeroAuto);
  const team = teamNote(value.equipo, taken, own.equipo);
  const takenNumbers = (taken?.numerosOcupados ?? []).filter((t) => t.numero !== own.numeroAuto).map((t) => t.numero);
  return (
    <div className="entry-details">
      <Input
        label="Número de auto"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={value.numeroAuto}
        onChange={(e) => onChange({ ...value, numeroAuto: e.target.value.replace(/[^0-9]/g, '') })}
        error={numberError}
        hint={takenNumbers.length > 0 ? `Del 1 al 999. Ocupados: ${takenNumbers.join(', ')}` : 'Del 1 al 999 (opcional).'}
      />
      <Input
        label="Equipo"
        list={listId}
        autoComplete="off"
        maxLength={60}
        value={value.equipo}
        onChange={(e) => onChange({ ...value, equipo: e.target.value })}
        error={errors.equipo ?? team.error}
        hint={team.hint ?? 'Opcional: elige un equipo del campeonato o escribe uno nuevo.'}
      />
      <datalist id={listId}>
        {(taken?.equipos ?? []).map((t) => (
          <option key={t.nombre} value={t.nombre} />
        ))}
      </datalist>
    </div>
  );
}
