import { useMemo, useState, type ReactNode, type Ref } from 'react';
import type { Rol, UserView } from '@contracts/identity.views';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { useUserSearch } from '@/lib/user-search';

/** What a picker needs of an account to name it. */
export type PickedUser = Pick<UserView, 'id' | 'nombre' | 'apellido'> & { email?: string };

export interface UserPickerProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  noMatches?: string;
  /** Only accounts with this role (the stewards picker). */
  rol?: Rol;
  /** The account already chosen (an edited record's), named before any search finds it. */
  initial?: PickedUser | null;
  ref?: Ref<HTMLInputElement>;
}

const optionOf = (u: PickedUser): ComboboxOption => ({ value: u.id, label: `${u.nombre} ${u.apellido}`.trim(), ...(u.email ? { detail: u.email } : {}) });

/**
 * An account picker that searches the server as one types (name or e-mail, a bounded answer) instead
 * of loading every account: the house combobox, its options the search's answer. Until the first
 * answer comes its placeholder says so; what is typed meanwhile is searched.
 */
export function UserPicker({ label, value, onChange, onBlur, name, placeholder = 'Escribe un nombre o correo', hint, error, required, noMatches = 'Ningún usuario coincide', rol, initial = null, ref }: UserPickerProps) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<ComboboxOption | null>(initial ? optionOf(initial) : null);
  const found = useUserSearch(text, rol);
  const options = useMemo(() => (found.data?.data ?? []).map(optionOf), [found.data]);
  const loadError = found.error && !found.data;
  return (
    <Combobox
      label={label}
      name={name}
      placeholder={found.data || loadError ? placeholder : 'Cargando usuarios...'}
      hint={hint}
      error={error ?? (loadError ? 'No se pudieron buscar los usuarios: escribe de nuevo para reintentar' : undefined)}
      required={required}
      // Never disabled, not even while the first answer comes: a refused form may focus it, and a box
      // disabled under the cursor loses its focus and what was typed.
      noMatches={noMatches}
      options={options}
      searching={found.searching}
      chosen={chosen}
      value={value}
      onSearch={setText}
      onChange={(next) => {
        setChosen(options.find((o) => o.value === next) ?? null);
        onChange(next);
      }}
      onBlur={onBlur}
      ref={ref}
    />
  );
}
