import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { fieldProps, FormField } from './field';
import { useHydratingPage } from '@/lib/server-render';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: SelectOption[];
  /** Text of a first, empty choice ('Selecciona…'); omitted when a value is mandatory. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A select; its label draws no asterisk (a caller that wants one puts it in `label`). */
export function Select({ label, options, placeholder, hint, error, id, className, ref, disabled, ...rest }: SelectProps) {
  // A list the server rendered takes a choice once the app has taken it over (before, nothing would
  // follow it). It waits unavailable, not `disabled`: switching a list's `disabled` makes the browser
  // restyle each of its options, and the calculator's two lists of presets made the takeover one long
  // task (docs/adr/0069, last addendum). Unavailable: told so, out of the Tab order, and no pointer.
  const waitingForApp = useHydratingPage() !== null;
  const waiting = waitingForApp && !disabled ? { 'aria-disabled': true, tabIndex: -1, 'data-waiting': '' } : {};
  return (
    <FormField label={label} hint={hint} error={error} id={id} className={className}>
      {(ids) => (
        <select ref={ref} className="field__control field__control--select" {...fieldProps(ids, error)} disabled={disabled} {...waiting} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
