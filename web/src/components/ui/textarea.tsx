import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, useFieldIds } from './field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, hint, error, id, className, ref, rows = 4, required, ...rest }: TextareaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        ref={ref}
        id={ids.inputId}
        rows={rows}
        className="field__control field__control--textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        {...rest}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
