import { strToU8, zipSync } from 'fflate';
import type { ExportArchiver, ExportSection, Person } from '../../application/ports/data-rights.ports.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const text = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean));
const csvCell = (v: unknown) => {
  const s = text(v);
  return /[",\n\r;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

function columnsOf(rows: readonly Record<string, unknown>[]): string[] {
  const seen = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) seen.add(k);
  return [...seen];
}

/** The CSV of one section, with the byte order mark spreadsheets need to read accents. */
export function sectionCsv(section: ExportSection): string {
  const cols = columnsOf(section.filas);
  const lines = [cols.join(','), ...section.filas.map((r) => cols.map((c) => csvCell(r[c])).join(','))];
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** The readable page: every section as a table, in Spanish. */
export function exportHtml(input: { persona: Person; generadoEn: string; secciones: ExportSection[] }): string {
  const parts = input.secciones.map((s) => {
    const cols = columnsOf(s.filas);
    const body = s.filas.length
      ? `<table><thead><tr>${cols.map((c) => `<th scope="col">${escapeHtml(c)}</th>`).join('')}</tr></thead><tbody>${s.filas
          .map((r) => `<tr>${cols.map((c) => `<td>${escapeHtml(text(r[c]))}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`
      : '<p>Sin registros.</p>';
    return `<section><h2>${escapeHtml(s.titulo)}</h2>${body}</section>`;
  });
  return `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><title>Tus datos personales</title><style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;margin-bottom:1rem}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}</style></head><body><h1>Tus datos personales</h1><p>Todo lo que el sitio guarda sobre ${escapeHtml(`${input.persona.nombre} ${input.persona.apellido}`)} (${escapeHtml(input.persona.email)}), generado el ${escapeHtml(input.generadoEn)}.</p>${parts.join('')}</body></html>`;
}

/** The zip: datos.json, datos.html and one CSV per section (csv/<tabla>.csv). */
export class FflateExportArchiver implements ExportArchiver {
  build(input: { persona: Person; generadoEn: string; secciones: ExportSection[] }): Uint8Array {
    const json = { generadoEn: input.generadoEn, persona: input.persona, secciones: input.secciones };
    const files: Record<string, Uint8Array> = {
      'datos.json': strToU8(JSON.stringify(json, null, 2)),
      'datos.html': strToU8(exportHtml(input)),
    };
    for (const s of input.secciones) files[`csv/${s.tabla}.csv`] = strToU8(sectionCsv(s));
    return zipSync(files, { level: 6 });
  }
}
