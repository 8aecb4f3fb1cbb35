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
