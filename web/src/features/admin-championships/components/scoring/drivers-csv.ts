/**
 * The drivers' CSV import: `cust_id,nombre,grupo` a line (the header line optional), checked line by
 * line against the contract's limits and the groups the form holds, before anything is applied.
 */
import { STANDINGS_LIMITS } from '@contracts/standings-config.contract';

export interface CsvDriver {
  linea: number;
  custId: number;
  nombre: string;
  grupo: string;
}

export interface CsvLineError {
  linea: number;
  texto: string;
  mensaje: string;
}

export interface CsvPreview {
  pilotos: CsvDriver[];
  errores: CsvLineError[];
}

/** The fields of one CSV line; a field in double quotes may hold commas and doubled quotes. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else current += ch;
    } else if (ch === '"' && current.trim() === '') {
      quoted = true;
      current = '';
    } else if (ch === ',' || ch === ';') {
      fields.push(current.trim());
      current = '';
    } else current += ch;
  }
  fields.push(current.trim());
  return fields;
}

const key = (s: string) => s.trim().toLocaleLowerCase('es-MX');

/** Every line checked; `grupos` are the group names the form holds now. */
export function previewDriversCsv(text: string, grupos: readonly string[]): CsvPreview {
  const byName = new Map(grupos.map((g) => [key(g), g]));
  const pilotos: CsvDriver[] = [];
  const errores: CsvLineError[] = [];
  const seen = new Map<number, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const linea = i + 1;
    if (raw.trim() === '') return;
    const fields = csvFields(raw);
    if (linea === 1 && key(fields[0] ?? '') === 'cust_id') return;
    const fail = (mensaje: string) => errores.push({ linea, texto: raw, mensaje });
    if (fields.length !== 3) return fail(`Debe tener 3 campos (cust_id,nombre,grupo) y tiene ${fields.length}.`);
    const [idText, nombre, grupo] = fields as [string, string, string];
    const custId = Number(idText);
    if (!/^\d+$/.test(idText) || !Number.isSafeInteger(custId) || custId < 1 || custId > STANDINGS_LIMITS.custId)
      return fail(`El ID de cliente «${idText}» debe ser un número entero entre 1 y ${STANDINGS_LIMITS.custId}.`);
    if (nombre === '') return fail('Falta el nombre del piloto.');
    if (nombre.length > STANDINGS_LIMITS.nombre) return fail(`El nombre debe tener como máximo ${STANDINGS_LIMITS.nombre} caracteres.`);
    const group = byName.get(key(grupo));
    if (!group) return fail(grupos.length === 0 ? `El grupo «${grupo}» no existe: añade antes los grupos.` : `El grupo «${grupo}» no es uno de los grupos (${grupos.join(', ')}).`);
    const earlier = seen.get(custId);
    if (earlier !== undefined) return fail(`El ID de cliente ${custId} ya está en la línea ${earlier}.`);
    seen.set(custId, linea);
    pilotos.push({ linea, custId, nombre, grupo: group });
  });
  return { pilotos, errores };
}
