import { useCallback, useState, type FormEvent } from 'react';

/**
 * The failure of a form's whole call (what belongs to no field), cleared the moment the form is sent
 * again, before its own checks run: a new mistake never shows beside the old failure.
 * `onSubmit(handleSubmit(…))` is the form's onSubmit.
 */
export function useFormFailure() {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = useCallback(
    (submit: (event?: FormEvent) => Promise<void>) => (event: FormEvent) => {
      setFailure(null);
      void submit(event);
    },
    [],
  );
  return { failure, setFailure, onSubmit };
}
