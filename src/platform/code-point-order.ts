/**
 * Two texts in the order of their code points, as SQLite's BINARY collation and PostgreSQL's C
 * collation order them (UTF-8 bytes compare as code points). JavaScript's `<` compares UTF-16 code
 * units, which differs for characters beyond U+FFFF against U+E000–U+FFFF: an order cut in the
 * database and finished here uses this one.
 */
export function byCodePoints(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
