/**
 * A CLABE (Clave Bancaria Estandarizada): 18 digits, the bank (3), the branch square (3), the
 * account (11) and a check digit computed with the weights 3, 7, 1 repeated over the first 17
 * digits: the sum of each product modulo 10, then (10 − sum mod 10) mod 10.
 */
const WEIGHTS = [3, 7, 1];

export function clabeCheckDigit(first17: string): number {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += ((Number(first17[i]) * WEIGHTS[i % 3]!) % 10);
  return (10 - (sum % 10)) % 10;
}

/** Why a CLABE is not valid, or null when it is. */
export function clabeProblem(value: string): string | null {
  if (!/^\d{18}$/.test(value)) return 'La CLABE debe tener 18 dígitos';
  if (clabeCheckDigit(value.slice(0, 17)) !== Number(value[17])) return 'La CLABE no es válida: su dígito verificador no coincide';
  return null;
}
