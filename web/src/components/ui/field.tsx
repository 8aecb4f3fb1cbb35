import { useId, type ReactNode } from 'react';

export interface FieldIds {
  inputId: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
  /** Invalid because of a message shown elsewhere (`invalidBy`). */
  invalidElsewhere?: boolean;
}

/**
 * Ties a control to its label, hint and error so screen readers announce all three. `invalidBy` is the
 * id of a message outside the field (the whole form's) that makes the control invalid.
 */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, invalidBy?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, invalidBy].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy, invalidElsewhere: invalidBy ? true : undefined };
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field__hint">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field__error">
      {children}
    </p>
  );
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** The id of a message outside the field (the whole form's failure) that makes it invalid. */
  invalidBy?: string;
  required?: boolean;
  className?: string;
  /** The control, given the ids that tie it to the label, hint and error. */
  children: (ids: FieldIds) => ReactNode;
}

/**
 * One field of a form: its label (with an asterisk when required), the control, a hint and the error.
 * The control gets `aria-invalid` and `aria-describedby` from `fieldProps`.
 */
export function FormField({ label, hint, error, id, invalidBy, required, className, children }: FormFieldProps) {
  const ids = useFieldIds(id, hint, error, invalidBy);
  return (
    <div className={['field', error || invalidBy ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children(ids)}
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}

/** The attributes a field's control takes from its ids: its id, whether it is invalid, what describes it. */
export function fieldProps(ids: FieldIds, error: ReactNode) {
  return { id: ids.inputId, 'aria-invalid': error || ids.invalidElsewhere ? true : undefined, 'aria-describedby': ids.describedBy };
}

/** The whole form's failure (not one field's), announced as it appears. */
export function FormFailure({ message, id }: { message?: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {message}
    </p>
  );
}
