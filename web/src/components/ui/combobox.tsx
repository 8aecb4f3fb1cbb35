import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { matchesSearch } from '@contracts/search-text';
import { FormField } from './field';
import './combobox.css';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second line under the label (a username…); searched too. */
  detail?: string;
}

export interface ComboboxProps {
  label: ReactNode;
  options: ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Said when the typed text matches nothing. */
  noMatches?: string;
  /** The text box, for a form to focus it when its value is refused. */
  ref?: Ref<HTMLInputElement>;
  /**
   * Options found by the server as one types (a bounded search): called with each text typed, and
   * `options` are then its latest answer, narrowed here too while the next one comes.
   */
  onSearch?: (text: string) => void;
  /** A search is on its way: said instead of 'Sin coincidencias'. */
  searching?: boolean;
  /** The chosen option when `options` (a search's answer) may not hold it. */
  chosen?: ComboboxOption | null;
  /** Which options the typed text keeps in the list; by default those whose label or detail holds it. */
  filter?: (typed: string, option: ComboboxOption) => boolean;
}

const holdsTyped = (typed: string, option: ComboboxOption) => matchesSearch(typed, option.label, option.detail);

/**
 * A text box that narrows a list as one types (accents and case ignored) and picks one of its
 * options: the WAI-ARIA combobox with a listbox popup. Arrow keys move through the list, Enter
 * chooses, Escape closes it (and a second Escape empties the box); the mouse works too. Leaving the
 * box with a text that names no option puts back the chosen one.
 */
export function Combobox({ label, options, value, onChange, onBlur, name, placeholder, hint, error, disabled, required, noMatches = 'Sin coincidencias', ref, onSearch, searching = false, chosen: known = null, filter = holdsTyped }: ComboboxProps) {
  const listId = useId();
  const statusId = useId();
  const chosen = options.find((o) => o.value === value) ?? (known && known.value === value ? known : null);
  // What the box shows while the user is typing; null means "show the chosen option's label".
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  const text = typed ?? chosen?.label ?? '';
  const shown = useMemo(() => (typed === null ? options : options.filter((o) => filter(typed, o))), [options, typed, filter]);
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (i: number) => `${listId}-opcion-${i}`;

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setTyped(null);
    setOpen(false);
  };

  const move = (to: number) => {
    if (!shown.length) return;
    const next = (to + shown.length) % shown.length;
    setActive(next);
    setOpen(true);
    listRef.current?.querySelector(`#${CSS.escape(optionId(next))}`)?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(Math.max(0, shown.findIndex((o) => o.value === value)));
      } else move(activeIndex + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      move(activeIndex - 1);
    } else if (event.key === 'Enter') {
      if (open && shown[activeIndex]) {
        event.preventDefault();
        choose(shown[activeIndex]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (text) {
        event.preventDefault();
        setTyped(null);
        onChange('');
      }
    }
  };

  const leave = () => {
    setOpen(false);
    if (typed !== null) {
      const exact = options.find((o) => o.label.toLowerCase() === typed.trim().toLowerCase());
      if (exact) onChange(exact.value);
      else if (typed.trim() === '') onChange('');
      setTyped(null);
    }
    onBlur?.();
  };

  const expanded = open && !disabled;
  return (
    <FormField label={label} hint={hint} error={error} required={required} className="combobox">
      {(ids) => (
        <>
          <div className="combobox__box">
            <input
              ref={ref}
              id={ids.inputId}
              name={name}
              type="text"
              role="combobox"
              className="field__control"
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              disabled={disabled}
              value={text}
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listId}
              aria-activedescendant={expanded && shown[activeIndex] ? optionId(activeIndex) : undefined}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              aria-describedby={[ids.describedBy, statusId].filter(Boolean).join(' ')}
              onChange={(event) => {
                setTyped(event.target.value);
                onSearch?.(event.target.value);
                setActive(0);
                setOpen(true);
              }}
              onClick={() => setOpen(true)}
              onKeyDown={onKeyDown}
              onBlur={leave}
            />
            <ul id={listId} ref={listRef} role="listbox" aria-label={typeof label === 'string' ? label : undefined} className="combobox__list" hidden={!expanded || shown.length === 0}>
              {shown.map((option, i) => (
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys live on the input (aria-activedescendant): the focus never reaches an option.
                <li
                  key={option.value}
                  id={optionId(i)}
                  role="option"
                  aria-selected={option.value === value}
                  className={['combobox__option', i === activeIndex ? 'is-active' : ''].filter(Boolean).join(' ')}
                  // Keeps the focus in the box, so choosing does not first blur it.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => i !== activeIndex && setActive(i)}
                >
                  <span>{option.label}</span>
                  {option.detail && <span className="combobox__detail">{option.detail}</span>}
                </li>
              ))}
            </ul>
            {expanded && shown.length === 0 && <p className="combobox__empty">{searching ? 'Buscando…' : noMatches}</p>}
          </div>
          <p id={statusId} className="visually-hidden" aria-live="polite">
            {expanded && typed !== null ? (searching && shown.length === 0 ? 'Buscando…' : shown.length === 1 ? '1 coincidencia' : `${shown.length} coincidencias`) : ''}
          </p>
        </>
      )}
    </FormField>
  );
}
