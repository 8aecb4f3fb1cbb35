import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface SearchPickerProps {
  label: string;
  searchLabel: string;
  searchPlaceholder?: string;
  placeholder: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  name?: string;
}

/**
 * A list to choose from with a search box above it: typing narrows the choices (accents and case
 * ignored), and the chosen one stays listed. Two native controls, so keyboards and screen readers
 * work as everywhere else.
 */
export function SearchPicker({ label, searchLabel, searchPlaceholder, placeholder, options, value, onChange, error, required, name }: SearchPickerProps) {
  const [query, setQuery] = useState('');
  const countId = useId();
  const { shown, matches } = useMemo(() => {
    const q = normal(query.trim());
    if (!q) return { shown: options, matches: options.length };
    const hits = options.filter((o) => normal(o.label).includes(q));
    // The chosen option stays listed even when the search no longer matches it.
    const chosen = options.find((o) => o.value === value && !hits.includes(o));
    return { shown: chosen ? [chosen, ...hits] : hits, matches: hits.length };
  }, [options, query, value]);

  return (
    <div className="search-picker">
      <Input
        label={searchLabel}
        type="search"
        placeholder={searchPlaceholder}
        value={query}
        autoComplete="off"
        aria-describedby={countId}
        onChange={(event) => {
          const next = event.target.value;
          setQuery(next);
          const q = normal(next.trim());
          const hits = options.filter((o) => normal(o.label).includes(q));
          if (q && hits.length === 1) onChange(hits[0].value);
        }}
      />
      <p id={countId} className="search-picker__count muted" aria-live="polite">
        {query.trim() ? (matches === 1 ? '1 coincidencia' : `${matches} coincidencias`) : ''}
      </p>
      <Select label={label} required={required} name={name} placeholder={placeholder} options={shown} value={value} error={error} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
