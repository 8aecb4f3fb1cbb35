import { get, type FieldErrors } from 'react-hook-form';

/** The message of a field (or of a list, on its root) in the form's errors. */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const node = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined;
  if (!node) return undefined;
  if (typeof node.message === 'string') return node.message;
  if (typeof node.root?.message === 'string') return node.root.message;
  return undefined;
}

/** Every message in the form's errors, in the order of the fields. */
export function allErrors(errors: FieldErrors): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (typeof n.message === 'string' && n.message !== '') out.push(n.message);
    for (const [key, value] of Object.entries(n)) if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') walk(value);
  };
  walk(errors);
  return [...new Set(out)];
}
