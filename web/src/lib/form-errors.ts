import { get, set, type FieldErrors, type FieldPath, type FieldValues, type Resolver, type UseFormSetError, type UseFormSetFocus } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsOf } from './api-client';

/**
 * Where a form keeps the schema's messages that belong to none of its fields (a rule on the whole
 * form): `useFormFailure(errors)` shows it as the form's failure. Not a field's name, so the form is
 * not sent while it holds a message.
 */
export const FORM_SUMMARY = 'resumen';

/**
 * Where a message about `path` (a schema's or the server's, `videos.0`, `sancion.segundos`) goes among
 * the form's fields: the field of that name; else the field it lies in (`videos` for `videos.0`); else
 * the first field inside it (`sancion.tipo` for `sancion`). Null when none: the form's summary says it.
 */
export function fieldFor(path: string, fields: readonly string[]): string | null {
  if (fields.includes(path)) return path;
  const outer = fields.filter((field) => path.startsWith(`${field}.`)).sort((a, b) => b.length - a.length)[0];
  if (outer) return outer;
  if (path === '' || path === '_') return null;
  return fields.find((field) => field.startsWith(`${path}.`)) ?? null;
}

/**
 * Says where a form puts a message its fields do not name as they are: answers the field (or the path
 * to keep, for a field that shows a list's messages row by row), or undefined to let `fieldFor` decide.
 */
export type PlaceError<T> = (path: string, values: T) => string | undefined;

/**
 * The form's check with its contract's schema (react-hook-form's resolver), every message put where
 * the person sees it: under the field it names, or the field it belongs to (`fieldFor` among the
 * fields the form has), or else in the form's summary (`FORM_SUMMARY`). None is kept under a name no
 * field shows, which would leave the form silent and unsent.
 */
export function schemaResolver<S extends z.ZodType, TValues extends FieldValues = FieldValues>(
  schema: S,
  place?: PlaceError<TValues>,
): Resolver<TValues, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const fields = [...(options.names ?? [])].map(String);
    const errors: FieldErrors<TValues> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      const target = place?.(path, values) ?? fieldFor(path, fields) ?? FORM_SUMMARY;
      if (messageAt(errors, target) !== undefined) continue;
      const field = get(options.fields, target) as { ref?: unknown } | undefined;
      set(errors, target, { type: issue.code, message: issue.message, ref: field?.ref });
    }
    return { values: {}, errors };
  };
}

const messageAt = (errors: FieldErrors, path: string): string | undefined => {
  const node = get(errors, path) as { message?: unknown } | undefined;
  return typeof node?.message === 'string' ? node.message : undefined;
};

/** The message the form's summary holds (a rule of the whole form), if any. */
export function summaryOf(errors: FieldErrors): string | undefined {
  return messageAt(errors, FORM_SUMMARY);
}

/**
 * Puts the field messages of a refused call (a 400 with `errors`) under the fields of the form they
 * name or belong to (`fieldFor`, or the form's own `place`), and focuses the first of them; what the
 * person typed stays as it was. Answers the messages that no field of the form shows: the form says
 * them in its failure (`restText`), never drops them.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  place?: (path: string) => string | undefined,
): Record<string, string> {
  const rest: Record<string, string> = {};
  const placed = new Set<string>();
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    const field = (place?.(path) ?? fieldFor(path, fields)) as FieldPath<T> | null;
    if (!field) {
      rest[path] = message;
      continue;
    }
    if (placed.has(field)) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed.size === 0 });
    placed.add(field);
  }
  return rest;
}

/**
 * For `handleSubmit(onValid, here)` in a form made with `shouldFocusError: false`: a refused form
 * focuses the first field of `order` (the order the form shows them) with a message. The form
 * library's own focus goes to the first field *registered*, and a picker (a `Controller`) registers
 * after the plain fields rendered with it, so the focus skipped it; and the library focuses once more
 * a moment later, which took the focus back from the field the person had already moved to (and a
 * picker left that way drops what was typed in it).
 */
export function focusFirstError<T extends FieldValues>(setFocus: UseFormSetFocus<T>, order: readonly FieldPath<T>[]) {
  return (errors: FieldErrors<T>): void => {
    // A list's field (the report's video links) is one field: its own focus finds the row marked.
    const first = order.find((name) => get(errors, name) !== undefined);
    if (first) setFocus(first);
  };
}

/** The messages of a refusal that no field shows, as one text (empty when every one found its field). */
export function restText(rest: Record<string, string>): string {
  return [...new Set(Object.values(rest))].join(' ');
}
