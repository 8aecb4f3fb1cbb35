import type {
  BlockedAccount,
  BlockedAccountRepository,
  ExportSection,
  KeptSection,
  Person,
  PersonalDataStore,
  PersonDirectory,
  PurgeStep,
} from '../../../src/modules/data-rights/application/ports/data-rights.ports.js';
import type { PersonalDataSection } from '../../../src/modules/data-rights/index.js';
import { rowRetentionEnd } from '../../../src/modules/data-rights/domain/retention.js';
import type { Snapshottable } from './transactions.js';

type Row = Record<string, unknown>;

/** The record of cancelled accounts in memory. */
export class MemoryBlockedAccounts implements BlockedAccountRepository, Snapshottable {
  rows: BlockedAccount[] = [];

  async list(): Promise<BlockedAccount[]> {
    return [...this.rows].sort((a, b) => b.bloqueadaEn.localeCompare(a.bloqueadaEn) || a.userId.localeCompare(b.userId)).map((r) => ({ ...r }));
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
