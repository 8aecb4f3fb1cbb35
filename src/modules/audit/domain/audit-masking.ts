/**
 * The one place that decides what of a recorded value the log may keep (docs/adr/0051). Passwords,
 * tokens, secrets, codes and keys are never kept: their value becomes MASK, whatever it was. A CLABE
 * keeps only its last four digits and an RFC its first four characters (the name's initials), wherever
 * they appear: under a field of that name or inside any text (an 18-digit run, an RFC's shape).
 */

export const MASK = '••••••';

/** Field names whose values are never kept: passwords, tokens, secrets, one-time and recovery codes, keys. */
const SECRET_FIELD = /(password|contrase|passwd|token|secret|secreto|hash|codigo|código|code|otp|totp|recovery|recuperaci|apikey|api_key|clave(?!.*(rastreo|spei))|credential|cookie|authorization|privatekey|publickey|webhook)/i;
const CLABE_FIELD = /clabe/i;
const RFC_FIELD = /(^|[^a-z])rfc/i;

/** 18 digits in a row: a CLABE (spaces or dashes between groups allowed). */
const CLABE_IN_TEXT = /\b(?:\d[ -]?){17}\d\b/g;
/** An RFC: 3 (company) or 4 (person) letters, a date, and a 3-character homoclave. */
const RFC_IN_TEXT = /\b[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}\b/gi;

/** A CLABE shown as banks show it: every digit but the last four hidden. */
export function maskClabe(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 4 ? MASK : `${'•'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** An RFC with only its first four characters kept. */
export function maskRfc(value: string): string {
  const clean = value.trim();
  return clean.length <= 4 ? MASK : `${clean.slice(0, 4)}${'•'.repeat(clean.length - 4)}`;
}

function maskText(text: string): string {
  return text.replace(CLABE_IN_TEXT, (m) => maskClabe(m)).replace(RFC_IN_TEXT, (m) => maskRfc(m));
}

/** A value as the log keeps it, `field` being the name it was found under (its parent's when in a list). */
export function maskValue(value: unknown, field = ''): unknown {
  if (value === null || value === undefined) return null;
  if (field && SECRET_FIELD.test(field)) return MASK;
  if (Array.isArray(value)) return value.map((v) => maskValue(v, field));
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskValue(v, k)]));
  }
  if (typeof value === 'string') {
    if (field && CLABE_FIELD.test(field)) return maskClabe(value);
    if (field && RFC_FIELD.test(field)) return maskRfc(value);
    return maskText(value);
  }
  if (typeof value === 'number' && field && CLABE_FIELD.test(field)) return maskClabe(String(value));
  return value;
}

/** A changed field as the log keeps it: both values masked by the field's name. */
export function maskChange(change: { campo: string; antes: unknown; despues: unknown }): { campo: string; antes: unknown; despues: unknown } {
  return { campo: change.campo, antes: maskValue(change.antes, change.campo), despues: maskValue(change.despues, change.campo) };
}
