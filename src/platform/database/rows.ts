/**
 * Row normalisers: SQLite answers booleans as 0/1 and instants as text, PostgreSQL as true/false and
 * Date. Repositories pass every such column through these so the domain sees one shape.
 */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  return new Date(String(value)).toISOString();
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}

export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

/** A `LIKE … escape '\'` pattern that finds `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
