import type { z } from 'zod';
import '../contracts/spanish-validation.js';
import { ValidationError } from './errors.js';

/**
 * Parses input against a shared contract schema; on failure throws a ValidationError whose `errors`
 * map each field to its first message and whose `message` is the first of them.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  throw new ValidationError(Object.values(errors)[0] ?? 'Datos inválidos', errors);
}
