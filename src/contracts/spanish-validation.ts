import { z } from 'zod';

/**
 * zod's texts in Spanish, each naming the field it is about. Schemas' own messages (the contracts'
 * words, from the specification) still win; this is the floor for every check that has none, so no
 * English default ("Invalid input: expected string…") ever reaches a person. Importing this module
 * configures zod once for the process (server, CLI, tests) or the browser bundle.
 */

const spanishFloor = z.locales.es().localeError;

const EXPECTED: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  null: 'vacío',
};

const formatNumber = (value: number | bigint) => (typeof value === 'bigint' ? value.toString() : value.toLocaleString('es-MX', { maximumFractionDigits: 6 }));

/** `«campo»` for a path such as ['pilotos', 2, 'nombre'] (`pilotos.2.nombre`), or undefined at the root. */
function fieldOf(path: readonly PropertyKey[] | undefined): string | undefined {
  const parts = (path ?? []).filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
  return parts.length ? parts.join('.') : undefined;
}

type Issue = z.core.$ZodRawIssue;

/** The Spanish sentence for one zod issue, naming its field. */
export function spanishIssueMessage(issue: Issue): string {
  const field = fieldOf(issue.path);
  const subject = field ? `El campo «${field}»` : 'El cuerpo de la petición';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return field ? `El campo «${field}» es obligatorio` : 'Faltan los datos de la petición';
      const expected = EXPECTED[issue.expected] ?? 'un valor válido';
      return `${subject} debe ser ${expected}`;
    }
    case 'too_big': {
      const max = formatNumber(issue.maximum as number | bigint);
      if (issue.origin === 'string') return `${subject} admite como máximo ${max} caracteres`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${subject} admite como máximo ${max} elementos`;
      if (issue.origin === 'file') return `${subject} admite como máximo ${max} bytes`;
      if (Number(issue.maximum) >= Number.MAX_SAFE_INTEGER) return `${subject} es demasiado grande`;
      return issue.inclusive ? `${subject} no puede ser mayor que ${max}` : `${subject} debe ser menor que ${max}`;
    }
    case 'too_small': {
      const min = formatNumber(issue.minimum as number | bigint);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${subject} es obligatorio` : `${subject} debe tener al menos ${min} caracteres`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${subject} debe tener al menos ${min} elementos`;
      if (Number(issue.minimum) <= Number.MIN_SAFE_INTEGER) return `${subject} es demasiado pequeño`;
      return issue.inclusive ? `${subject} no puede ser menor que ${min}` : `${subject} debe ser mayor que ${min}`;
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? `${subject} no es válido`
        : `${subject} debe ser uno de estos valores: ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `${subject} trae datos que no se esperaban: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${subject} debe ser múltiplo de ${formatNumber(issue.divisor as number | bigint)}`;
    case 'invalid_format':
      return `${subject} no tiene un formato válido`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return `${subject} no es válido`;
    default: {
      const floor = spanishFloor(issue);
      const text = typeof floor === 'string' ? floor : (floor?.message ?? 'Entrada inválida');
      return `${subject} no es válido (${text.charAt(0).toLowerCase()}${text.slice(1)})`;
    }
  }
}

z.config({ localeError: spanishIssueMessage });
