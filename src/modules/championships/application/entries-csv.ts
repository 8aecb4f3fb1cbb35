import { entryRowMatches, entryRows, ENTRY_STATE_LABELS, type EntryFilters } from '../../../contracts/entry-rows.js';
import type { AdminEntryListAnswer } from '../../../contracts/entries.views.js';
import { formatDateTime } from '../../../contracts/formats.js';

const COLUMNS = ['Estado', 'Número de auto', 'Número reservado', 'Piloto', 'Correo', 'ID de iRacing', 'Equipo', 'Fecha (hora del centro de México)', 'Lugar en la lista de espera', 'Oferta vence (hora del centro de México)'];

const GATE_COLUMNS = ['Licencia', 'iRating', 'Requisitos de licencia'];

/** A CSV field, quoted when it holds a comma, a quote or a line break; a text starting like a formula is defused. */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * GET /api/campeonatos/{id}/inscritos/admin.csv and `parrilla entries list --csv`: the admin's entry
 * list (entered, waiting, pending) with states, numbers and teams, filtered as the screen filters.
 */
export function entriesCsv(answer: AdminEntryListAnswer, filters: EntryFilters = {}): string {
  const rows = entryRows(answer).filter((r) => entryRowMatches(r, filters));
  // A championship with licence requirements adds each driver's figure and standing (docs/adr/0037); others' CSVs are unchanged.
  const gated = answer.requisitos ? GATE_COLUMNS : [];
  const gate = (usuarioId: string): Array<string | number | null> => {
    if (!answer.requisitos) return [];
    const st = answer.requisitoPorPiloto[usuarioId];
    return st ? [st.licencia, st.irating, st.cumple ? 'Cumple' : st.exento ? 'Con excepción' : 'No cumple'] : [null, null, null];
  };
  const lines = rows.map((r) =>
    [
      ENTRY_STATE_LABELS[r.estado],
      r.numeroAuto,
      r.numeroAuto === null ? '' : r.numeroReservado ? 'Sí' : 'No',
      r.piloto,
      r.email,
      r.iracingId,
      r.equipo,
      formatDateTime(r.fecha),
      r.posicion,
      r.ofertaVenceEn ? formatDateTime(r.ofertaVenceEn) : null,
      ...gate(r.usuarioId),
    ]
      .map(cell)
      .join(','),
  );
  return [[...COLUMNS, ...gated].map(cell).join(','), ...lines].join('\r\n') + '\r\n';
}
