import { useCallback, useMemo, useState, type ReactNode, type Ref } from 'react';
import type { ChampionshipOptionView } from '@contracts/championships.views';
import { searchText } from '@contracts/search-text';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { useChampionshipOption, useChampionshipSearch } from '@/lib/championship-search';

/** What a picker needs of a championship to name it. */
export type PickedChampionship = Pick<ChampionshipOptionView, 'id' | 'nombreCampeonato'> & Partial<ChampionshipOptionView>;

export interface ChampionshipPickerProps {
  label: ReactNode;
  /** The chosen championship's id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  noMatches?: string;
  /** The championship already chosen when the screen knows it (an edited record's); otherwise it is named from the server by id. */
  initial?: PickedChampionship | null;
  /** The second line of each option; by default its category and the year it starts. */
  detail?: (c: PickedChampionship) => string;
  /** Told the whole option chosen (its price, its places), or null when the box is emptied. */
  onPick?: (c: PickedChampionship | null) => void;
  ref?: Ref<HTMLInputElement>;
}

const defaultDetail = (c: PickedChampionship) => [c.categoria, c.fechaInicio?.slice(0, 4)].filter(Boolean).join(' · ');

/**
 * A championship picker that searches the server as one types (name, category, series or year; a
 * bounded answer) instead of loading every championship ever: the house combobox, its options the
 * search's answer, the current editions first when nothing is typed (docs/adr/0065). The chosen
 * championship keeps its name when a later search does not list it. Unlike the user picker, the box
 * is usable before the first answer (it says 'Cargando campeonatos...'): forms show it at once.
 */
export function ChampionshipPicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  placeholder = 'Escribe un nombre, serie o año',
  hint,
  error,
  required,
  disabled,
  noMatches = 'Ningún campeonato coincide',
  initial = null,
  detail = defaultDetail,
  onPick,
  ref,
}: ChampionshipPickerProps) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickedChampionship | null>(initial);
  const found = useChampionshipSearch(text);
  const answered = found.data?.data;
  const optionOf = useCallback((c: PickedChampionship): ComboboxOption => ({ value: c.id, label: c.nombreCampeonato, detail: detail(c) || undefined }), [detail]);
  const options = useMemo(() => (answered ?? []).map(optionOf), [answered, optionOf]);
  // A value the screen set (a link's championship) that no answer holds: named by id.
  const known = picked?.id === value ? picked : (answered?.find((c) => c.id === value) ?? null);
  const byId = useChampionshipOption(value && !known ? value : null);
  const chosenChampionship = known ?? (byId.data && byId.data.id === value ? byId.data : null);
  const loadError = found.error && !found.data;
  const answeredText = found.data?.q ?? null;
  // The server matched every word in any field (a series' name too): its answer for this text stands
  // as it is; while the next answer comes, the last one is narrowed here by the words typed.
  const filter = useCallback(
    (typed: string, option: ComboboxOption) => {
      const wanted = searchText(typed.trim());
      if (answeredText !== null && searchText(answeredText) === wanted) return true;
      const haystack = searchText(`${option.label}\n${option.detail ?? ''}`);
      return wanted.split(/\s+/).every((word) => haystack.includes(word));
    },
    [answeredText],
  );
  return (
    <Combobox
      label={label}
      name={name}
      placeholder={found.data || loadError ? placeholder : 'Cargando campeonatos...'}
      hint={hint}
      error={error ?? (loadError ? 'No se pudieron buscar los campeonatos: escribe de nuevo para reintentar' : undefined)}
      required={required}
      // Not disabled while the first answer comes: a refused form may focus it, and what is typed is searched.
      disabled={disabled}
      noMatches={noMatches}
      options={options}
      searching={found.searching}
      chosen={chosenChampionship ? optionOf(chosenChampionship) : null}
      filter={filter}
      value={value}
      onSearch={setText}
      onChange={(next) => {
        const championship = answered?.find((c) => c.id === next) ?? (chosenChampionship?.id === next ? chosenChampionship : null);
        setPicked(championship);
        onPick?.(championship);
        onChange(next);
      }}
      onBlur={onBlur}
      ref={ref}
    />
  );
}
