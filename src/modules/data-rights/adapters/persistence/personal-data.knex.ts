import type { Knex } from 'knex';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { KeptCount } from '../../../../contracts/data-rights.contract.js';
import type { ExportSection, KeptSection, Person, PersonalDataStore, PurgeStep } from '../../application/ports/data-rights.ports.js';
import type { OpenMatter, PersonalDataSection } from '../../domain/personal-data-section.js';
import { purgeAction, rowRetentionEnd } from '../../domain/retention.js';

type Row = Record<string, unknown>;

/**
 * Runs the registry of personal data (src/personal-data.registry.ts) over the live tables: the table
 * names and columns come from the registry, never from this module (docs/adr/0054).
 */
export class KnexPersonalDataStore implements PersonalDataStore {
  constructor(
    private readonly knex: Knex,
    private readonly sections: readonly PersonalDataSection[],
    private readonly matters: readonly OpenMatter[],
  ) {}

  /** The rows of a section naming the person; null when the section has no column that could (no iRacing id, say). */
  private rows(section: PersonalDataSection, person: Person, withActors: boolean, trx?: Transaction): Knex.QueryBuilder | null {
    const ids = [...section.columns, ...(withActors ? (section.actorColumns ?? []) : [])];
    const iracing = person.iracingId === null ? [] : (section.iracingColumns ?? []);
    const emails = section.emailColumns ?? [];
    if (ids.length + iracing.length + emails.length === 0) return null;
    return db(this.knex, trx)(section.table).where((q) => {
      for (const c of ids) void q.orWhere(c, person.id);
      for (const c of iracing) void q.orWhere(c, person.iracingId);
      for (const c of emails) void q.orWhereRaw('lower(??) = ?', [c, person.email.toLowerCase()]);
    });
  }

  async collect(person: Person, trx?: Transaction): Promise<ExportSection[]> {
    const out: ExportSection[] = [];
    for (const section of this.sections) {
      const query = this.rows(section, person, true, trx);
      const rows = query ? ((await query) as Row[]) : [];
      const omit = new Set(section.omit ?? []);
      out.push({ tabla: section.table, titulo: section.titulo, filas: rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !omit.has(k)))) });
    }
    return out;
  }

  async openMatters(userId: string, now: Date, trx?: Transaction): Promise<string[]> {
    const found: string[] = [];
    for (const m of this.matters) {
      const q = db(this.knex, trx)(m.table)
        .where((w) => {
          for (const c of m.columns) void w.orWhere(c, userId);
        })
        .where(m.where);
      if (m.stateIn) void q.whereIn(m.stateIn.column, [...m.stateIn.values]);
      if (m.openUntilColumn) void q.where(m.openUntilColumn, '>', now.toISOString());
      if (await q.first()) found.push(m.mensaje);
    }
    return [...new Set(found)];
  }

  async block(person: Person, trx: Transaction): Promise<{ pasos: PurgeStep[]; archivos: string[] }> {
    const pasos: PurgeStep[] = [];
    const archivos: string[] = [];
    for (const section of this.sections.filter((s) => s.atBlock === 'delete')) {
      const query = this.rows(section, person, false, trx);
      if (!query) continue;
      if (section.files?.length) archivos.push(...filesOf(section, (await query.clone().select(...section.files)) as Row[]));
      const filas = Number(await query.clone().delete());
      pasos.push({ tabla: section.table, accion: 'borrar', filas, motivo: section.motivo });
    }
    return { pasos, archivos };
  }

  async retentionEnds(person: Person, trx?: Transaction): Promise<Date[]> {
    const ends: Date[] = [];
    for (const section of this.sections.filter((s) => s.retention)) {
      const query = this.rows(section, person, false, trx);
      if (!query) continue;
      for (const row of (await query.select(...section.retention!.from)) as Row[]) {
        const end = rowRetentionEnd(section, row);
        if (end) ends.push(end);
      }
    }
    return ends;
  }

  async kept(person: Person, trx?: Transaction): Promise<KeptSection[]> {
    const out: KeptSection[] = [];
    for (const section of this.sections.filter((s) => s.retention)) {
      const query = this.rows(section, person, false, trx);
      const rows = query ? ((await query) as Row[]) : [];
      const hidden = new Set([...(section.omit ?? []), ...(section.files ?? [])]);
      out.push({
        tabla: section.table,
        titulo: section.titulo,
        motivo: section.motivo,
        filas: rows.map((r) => ({
          datos: Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.has(k))),
          conservarHasta: rowRetentionEnd(section, r),
          archivos: (section.files ?? []).filter((c) => typeof r[c] === 'string' && r[c] !== ''),
        })),
      });
    }
    return out;
  }

  async keptCounts(people: readonly Person[], trx?: Transaction): Promise<Map<string, KeptCount[]>> {
    const counts = new Map<string, KeptCount[]>(people.map((p) => [p.id, []]));
    if (people.length === 0) return counts;
    const ids = people.map((p) => p.id);
    const iracingIds = people.flatMap((p) => (p.iracingId === null ? [] : [p.iracingId]));
    const emails = people.map((p) => p.email.toLowerCase());
    for (const section of this.sections.filter((s) => s.retention)) {
      const idColumns = section.columns;
      const iracingColumns = iracingIds.length > 0 ? (section.iracingColumns ?? []) : [];
      const emailColumns = section.emailColumns ?? [];
      const columns = [...idColumns, ...iracingColumns, ...emailColumns];
      // One query for the whole page: the columns that name a person, of the rows naming any of them.
      const rows = columns.length === 0
        ? []
        : ((await db(this.knex, trx)(section.table)
            .where((q) => {
              for (const c of idColumns) void q.orWhereIn(c, ids);
              for (const c of iracingColumns) void q.orWhereIn(c, iracingIds);
              for (const c of emailColumns) void q.orWhereRaw(`lower(??) in (${emails.map(() => '?').join(', ')})`, [c, ...emails]);
            })
            .select(...new Set(columns))) as Row[]);
      for (const person of people) {
        // A row counts for each person it names, as `kept` reads it person by person.
        const filas = rows.filter(
          (r) =>
            idColumns.some((c) => r[c] === person.id) ||
            (person.iracingId !== null && iracingColumns.some((c) => r[c] !== null && Number(r[c]) === person.iracingId)) ||
            emailColumns.some((c) => typeof r[c] === 'string' && (r[c] as string).toLowerCase() === person.email.toLowerCase()),
        ).length;
        counts.get(person.id)!.push({ tabla: section.table, titulo: section.titulo, filas });
      }
    }
    return counts;
  }

  async keptFile(person: Person, tabla: string, rowId: string, column: string, trx?: Transaction): Promise<string | null> {
    const section = this.sections.find((s) => s.table === tabla && s.retention && s.files?.includes(column));
    const query = section ? this.rows(section, person, false, trx) : null;
    if (!query) return null;
    const row = (await query.clone().where('id', rowId).first(column)) as Row | undefined;
    const key = row?.[column];
    return typeof key === 'string' && key !== '' ? key : null;
  }

  async purge(person: Person, options: { dryRun: boolean }, trx?: Transaction): Promise<{ pasos: PurgeStep[]; archivos: string[] }> {
    const pasos: PurgeStep[] = [];
    const archivos: string[] = [];
    for (const section of this.sections) {
      const accion = purgeAction(section);
      if (accion === 'cuenta') {
        pasos.push({ tabla: section.table, accion, filas: 1, motivo: section.motivo });
        continue;
      }
      const query = this.rows(section, person, false, trx);
      if (!query) continue;
      const filas = Number(((await query.clone().count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);
      if (filas === 0) continue;
      pasos.push({ tabla: section.table, accion, filas, motivo: section.motivo });
      if (options.dryRun || accion === 'conservar') continue;
      if (accion === 'borrar') {
        if (section.files?.length) archivos.push(...filesOf(section, (await query.clone().select(...section.files)) as Row[]));
        await query.clone().delete();
      } else if (typeof section.atPurge === 'object') {
        await query.clone().update(section.atPurge.anonymise);
      }
    }
    return { pasos, archivos };
  }
}

function filesOf(section: PersonalDataSection, rows: Row[]): string[] {
  return rows.flatMap((r) => (section.files ?? []).map((c) => r[c]).filter((v): v is string => typeof v === 'string' && v !== ''));
}
