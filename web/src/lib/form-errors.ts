import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from './api-client';

/**
 * Puts the field messages of a refused call (a 400 with `errors`) under the fields of the form they
 * name, and focuses the first of them; what the person typed stays as it was. Answers the messages
 * that name no field of the form (the form decides where those go).
 */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly FieldPath<T>[]): Record<string, string> {
  const rest: Record<string, string> = {};
  let first = true;
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = fields.find((name) => name === path);
    if (!field) {
      rest[path] = message;
      continue;
    }
    setError(field, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return rest;
}
