import { AUDIT_MSG, auditQuerySchema, type AuditQuery, type AuditQueryInput } from '../../../contracts/audit.contract.js';
import type { AuditEntryView, AuditPageView } from '../../../contracts/audit.views.js';
import { formatDateTime } from '../../../contracts/formats.js';
import { ForbiddenError, ValidationError } from '../../../platform/errors.js';
import { pageOf, windowOf } from '../../../platform/keyset.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { AuditEntry } from '../domain/audit-entry.js';
import type { AuditFilters, AuditLog } from './ports/audit-log.port.js';

/** Who reads the log: the superadmin, or the console ('console'). */
export interface AuditReader {
  id: string;
  rol: string;
}

/** Port filled by the composition root: names the accounts of the log (identity's live accounts). */
export interface AuditPeople {
  find(idOrEmail: string): Promise<{ id: string; nombre: string; apellido: string; email: string } | null>;
  /** Every account its owner cancelled (blocked data, docs/adr/0054), with the name and address it had. */
  cancelled(): Promise<Array<{ id: string; nombre: string; apellido: string; email: string }>>;
}

/** How the log names a cancelled account: its data is blocked, the log shows it as public pages do. */
const RETIRED = 'Piloto retirado';
const EMAIL = /[^\s<>:,;"']+@[^\s<>:,;"']+\.[^\s<>:,;"']+/g;

export const superadminOnly = () => new ForbiddenError('Solo un superadministrador puede leer la bitácora', 'SUPERADMIN_ONLY');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One entry as the panel, the CSV and the CLI show it: the actor named, the instant in Mexico City time. */
export type AuditLine = AuditEntryView;

const placeOf = (e: AuditEntry) => ({ at: e.creadoEl, tie: e.id });

/** Reads the log for the superadmin: filtered, newest first, paged or whole (CSV). No way to change it. */
export class ReadAuditLog {
  constructor(private readonly deps: { log: AuditLog; people: AuditPeople }) {}

  /**
   * A page of the log and the actions and object types recorded so far, for the filters' lists. The
   * page after or before a place (`despues`, `antes`) is read from the index however old; nothing is
   * counted (docs/adr/0063).
   */
  async page(reader: AuditReader, raw: AuditQueryInput | Record<string, unknown>): Promise<AuditPageView> {
    assertSuperadmin(reader);
    const query = parseOrThrow(auditQuerySchema, raw);
    const window = windowOf({ despues: query.despues, antes: query.antes, page: query.pagina, limit: query.limite }, 'string', undefined, 'pagina');
    const filters = await this.filters(query);
    const { items, siguiente, anterior } = pageOf(await this.deps.log.page(filters, window), window, query.limite, placeOf);
    const kinds = await this.deps.log.kinds();
    return { entradas: await this.named(items), page: query.pagina, limit: query.limite, siguiente, anterior, ...kinds };
  }

  /** How many entries the filters keep: the console says it under its listing. */
  async count(reader: AuditReader, raw: AuditQueryInput | Record<string, unknown>): Promise<number> {
    assertSuperadmin(reader);
    return this.deps.log.count(await this.filters(parseOrThrow(auditQuerySchema, raw)));
  }

  /** Every matching entry, newest first (the CSV). */
  async all(reader: AuditReader, raw: AuditQueryInput | Record<string, unknown>): Promise<AuditLine[]> {
    assertSuperadmin(reader);
    const filters = await this.filters(parseOrThrow(auditQuerySchema, raw));
    const lines: AuditLine[] = [];
    await this.deps.log.each(filters, async (batch) => void lines.push(...(await this.named(batch))));
    return lines;
  }

  private async filters(query: AuditQuery): Promise<AuditFilters> {
    const filters: AuditFilters = { accion: query.accion || undefined, objetoTipo: query.objeto || undefined, objetoId: query.objetoId || undefined };
    if (query.persona) {
      const text = query.persona;
      const found = text === 'console' || text.toLowerCase() === 'consola' ? { id: 'console' } : await this.deps.people.find(text);
      filters.actorId = found?.id ?? text;
    }
    filters.desde = instant(query.desde, 'desde', false);
    filters.hasta = instant(query.hasta, 'hasta', true);
    if (filters.desde && filters.hasta && filters.desde >= filters.hasta) throw new ValidationError(AUDIT_MSG.backwards, { hasta: AUDIT_MSG.backwards });
    return filters;
  }

  private async named(entries: AuditEntry[]): Promise<AuditLine[]> {
    return this.withoutCancelled(await this.actorsNamed(entries));
  }

  /**
   * A cancelled account's data is blocked: the log names it 'Piloto retirado' as actor and as object,
   * and its address and full name are replaced wherever an entry wrote them (an object's label, a
   * changed field). The entries themselves are not changed.
   */
  private async withoutCancelled(lines: AuditLine[]): Promise<AuditLine[]> {
    if (lines.length === 0) return lines;
    const cancelled = await this.deps.people.cancelled();
    if (cancelled.length === 0) return lines;
    const ids = new Set(cancelled.map((p) => p.id));
    // His address and full name as written (never a lone first name: 'Ana' would mask every Ana), in one pass so nothing is replaced twice.
    const words = [...new Set(cancelled.flatMap((p) => [p.email, `${p.nombre} ${p.apellido}`.trim()]).filter((w) => w.length >= 3 && w !== RETIRED))].sort((a, b) => b.length - a.length);
    const pattern = words.length ? new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi') : null;
    const scrub = (text: string) => (pattern ? text.replace(pattern, RETIRED) : text);
    const scrubValue = (value: unknown): unknown => {
      if (typeof value === 'string') return scrub(value);
      if (Array.isArray(value)) return value.map(scrubValue);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v)]));
      return value;
    };
    return lines.map((l) => ({
      ...l,
      actor: l.actorId && ids.has(l.actorId) ? RETIRED : l.actor,
      objetoNombre:
        l.objetoId && ids.has(l.objetoId) && l.objetoTipo === 'usuario'
          ? RETIRED
          : l.objetoNombre === null
            ? null
            : // What he did himself (an ARCO request he filed) may carry his address after the purge forgot it.
              scrub(l.actorId && ids.has(l.actorId) ? l.objetoNombre.replace(EMAIL, RETIRED) : l.objetoNombre),
      cambios: l.cambios.map((c) => ({ campo: c.campo, antes: scrubValue(c.antes), despues: scrubValue(c.despues) })),
    }));
  }

  private async actorsNamed(entries: AuditEntry[]): Promise<AuditLine[]> {
    const names = new Map<string, string>();
    for (const id of new Set(entries.map((e) => e.actorId).filter((id): id is string => !!id && id !== 'console'))) {
      const person = await this.deps.people.find(id);
      names.set(id, person ? `${person.nombre} ${person.apellido}`.trim() + ` <${person.email}>` : 'Cuenta eliminada');
    }
    return entries.map((e) => ({ ...e, actor: e.actorId === 'console' ? 'Consola' : e.actorId ? (names.get(e.actorId) ?? e.actorId) : 'Sin sesión', fecha: formatDateTime(e.creadoEl) }));
  }
}

function assertSuperadmin(reader: AuditReader): void {
  if (reader.rol !== 'superadmin') throw superadminOnly();
}

/** A day, from Mexico City midnight (06:00 UTC, no daylight saving since 2022), or an instant; `end` takes the day after. */
function instant(value: string | undefined, field: string, end: boolean): string | undefined {
  if (!value) return undefined;
  if (DAY.test(value)) {
    const day = new Date(`${value}T06:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) throw new ValidationError(AUDIT_MSG.invalidDate, { [field]: AUDIT_MSG.date });
    return new Date(day.getTime() + (end ? 24 * 60 * 60_000 : 0)).toISOString();
  }
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new ValidationError(AUDIT_MSG.invalidDate, { [field]: AUDIT_MSG.date });
  return at.toISOString();
}

const CSV_COLUMNS = ['fecha', 'actor', 'actorRol', 'ip', 'navegador', 'accion', 'objetoTipo', 'objetoId', 'objetoNombre', 'cambios'] as const;

/** The log as CSV (RFC 4180, formulas defused), the changed fields as `campo: antes → después`. */
export function auditCsv(lines: AuditLine[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = lines.map((l) => ({ ...l, cambios: l.cambios.map((c) => `${c.campo}: ${JSON.stringify(c.antes)} → ${JSON.stringify(c.despues)}`).join('; ') }));
  return [CSV_COLUMNS.join(','), ...rows.map((r) => CSV_COLUMNS.map((c) => cell((r as Record<string, unknown>)[c])).join(','))].join('\r\n') + '\r\n';
}
