import type {
  BlockedAccount,
  BlockedAccountRepository,
  BlockedPlace,
  ExportSection,
  KeptSection,
  Person,
  PersonalDataStore,
  PersonDirectory,
  PurgeStep,
} from '../../../src/modules/data-rights/application/ports/data-rights.ports.js';
import type { KeptCount } from '../../../src/contracts/data-rights.contract.js';
import type { PersonalDataSection } from '../../../src/modules/data-rights/index.js';
import { rowRetentionEnd } from '../../../src/modules/data-rights/domain/retention.js';
import type { Snapshottable } from './transactions.js';

type Row = Record<string, unknown>;

/** The record of cancelled accounts in memory. */
export class MemoryBlockedAccounts implements BlockedAccountRepository, Snapshottable {
  rows: BlockedAccount[] = [];

  async page({ after, limit }: { after?: BlockedPlace; limit: number }): Promise<BlockedAccount[]> {
    const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const order = (a: BlockedPlace, b: BlockedPlace) => byCodeUnits(b.bloqueadaEn, a.bloqueadaEn) || byCodeUnits(a.userId, b.userId);
    return [...this.rows]
      .filter((r) => !after || order(r, after) > 0)
      .sort(order)
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }
  async insert(row: BlockedAccount): Promise<boolean> {
    if (this.rows.some((r) => r.userId === row.userId)) return false;
    this.rows.push({ ...row });
    return true;
  }
  async find(userId: string): Promise<BlockedAccount | null> {
    const found = this.rows.find((r) => r.userId === userId);
    return found ? { ...found } : null;
  }
  async dueBy(now: string): Promise<BlockedAccount[]> {
    return this.rows.filter((r) => r.eliminadaEn === null && r.conservarHasta <= now);
  }
  async markPurged(userId: string, at: string, resumen: string): Promise<boolean> {
    const found = this.rows.find((r) => r.userId === userId && r.eliminadaEn === null);
    if (!found) return false;
    Object.assign(found, { eliminadaEn: at, resumen });
    return true;
  }
  snapshot(): () => void {
    const copy = structuredClone(this.rows);
    return () => {
      this.rows = copy;
    };
  }
}

/** Accounts as the ARCO rights read them, blocked ones included. */
export class MemoryPeople implements PersonDirectory {
  constructor(readonly people: Person[]) {}
  async person(idOrEmail: string): Promise<Person | null> {
    return this.people.find((p) => p.id === idOrEmail || p.email === idOrEmail) ?? null;
  }
  async byIds(ids: readonly string[]): Promise<Person[]> {
    return this.people.filter((p) => ids.includes(p.id));
  }
  async block(): Promise<void> {}
  async removePhoto(): Promise<void> {}
  async forget(): Promise<void> {}
}

/**
 * The registry's runner over tables in memory, for what the superadmin's view of blocked data reads:
 * a person's rows of the sections with a legal retention, and the files kept in them.
 */
export class MemoryPersonalData implements PersonalDataStore {
  constructor(
    private readonly sections: readonly PersonalDataSection[],
    readonly tables: Record<string, Row[]>,
  ) {}

  private rowsOf(section: PersonalDataSection, person: Person): Row[] {
    return (this.tables[section.table] ?? []).filter((r) => section.columns.some((c) => r[c] === person.id));
  }

  async kept(person: Person): Promise<KeptSection[]> {
    return this.keptOf(person);
  }

  private keptOf(person: Person): KeptSection[] {
    return this.sections
      .filter((s) => s.retention)
      .map((s) => {
        const hidden = new Set([...(s.omit ?? []), ...(s.files ?? [])]);
        return {
          tabla: s.table,
          titulo: s.titulo,
          motivo: s.motivo,
          filas: this.rowsOf(s, person).map((r) => ({
            datos: Object.fromEntries(Object.entries(r).filter(([k]) => !hidden.has(k))),
            conservarHasta: rowRetentionEnd(s, r),
            archivos: (s.files ?? []).filter((c) => typeof r[c] === 'string' && r[c] !== ''),
          })),
        };
      });
  }

  async keptCounts(people: readonly Person[]): Promise<Map<string, KeptCount[]>> {
    const counts = new Map<string, KeptCount[]>();
    for (const person of people) counts.set(person.id, this.keptOf(person).map((s) => ({ tabla: s.tabla, titulo: s.titulo, filas: s.filas.length })));
    return counts;
  }

  async keptFile(person: Person, tabla: string, rowId: string, column: string): Promise<string | null> {
    const section = this.sections.find((s) => s.table === tabla && s.retention && s.files?.includes(column));
    const key = section ? this.rowsOf(section, person).find((r) => r.id === rowId)?.[column] : null;
    return typeof key === 'string' && key !== '' ? key : null;
  }

  collect(): Promise<ExportSection[]> {
    throw new Error('not used here');
  }
  openMatters(): Promise<string[]> {
    throw new Error('not used here');
  }
  block(): Promise<{ pasos: PurgeStep[]; archivos: string[] }> {
    throw new Error('not used here');
  }
  retentionEnds(): Promise<Date[]> {
    throw new Error('not used here');
  }
  purge(): Promise<{ pasos: PurgeStep[]; archivos: string[] }> {
    throw new Error('not used here');
  }
}
