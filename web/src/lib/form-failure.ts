import { useCallback, useState, type FormEvent } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { summaryOf } from './form-errors';

/**
 * The failure of a form's whole call (what belongs to no field), cleared the moment the form is sent
 * again, before its own checks run: a new mistake never shows beside the old failure.
 * `onSubmit(handleSubmit(…))` is the form's onSubmit. Given the form's `errors`, `failure` also says
 * a message of its schema that no field shows (`schemaResolver` keeps those in the form's summary).
 */
export function useFormFailure(errors?: FieldErrors) {
  const [own, setFailure] = useState<string | null>(null);
  const onSubmit = useCallback(
    (submit: (event?: FormEvent) => Promise<void>) => (event?: FormEvent) => {
      setFailure(null);
      void submit(event);
    },
    [],
  );
  const failure = own ?? (errors ? summaryOf(errors) : undefined) ?? null;
  return { failure, setFailure, onSubmit };
}
