import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldError, FieldHint, useFieldIds } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, id, className, ref, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={['field', 'field--checkbox', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="checkbox">
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <label className="checkbox__label" htmlFor={ids.inputId}>
          {label}
        </label>
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
