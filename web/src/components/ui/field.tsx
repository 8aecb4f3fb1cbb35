import { useId, type ReactNode } from 'react';

export interface FieldIds {
  inputId: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

/** Ties a control to its label, hint and error so screen readers announce all three. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
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
  required?: boolean;
  className?: string;
  /** The control, given the ids that tie it to the label, hint and error. */
  children: (ids: FieldIds) => ReactNode;
}

/**
 * One field of a form: its label (with an asterisk when required), the control, a hint and the error.
 * The control gets `aria-invalid` and `aria-describedby` from `fieldProps`.
 */
export function FormField({ label, hint, error, id, required, className, children }: FormFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
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
  return { id: ids.inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy };
}

/** The whole form's failure (not one field's), announced as it appears. */
export function FormFailure({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
