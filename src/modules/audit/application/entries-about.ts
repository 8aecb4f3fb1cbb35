import type { AuditLine, ReadAuditLog } from './read-audit-log.use-case.js';

/** The reader the log is read with for a person's own copy of his data: the system, as the console reads it. */
const SYSTEM_READER = { id: 'console', rol: 'superadmin' };

/**
 * The log's entries about one person, for the access download of the ARCO rights (docs/adr/0054):
 * what he did (he is the actor) and what was done to his account (it is the object), newest first,
 * each once, with the secrets already masked as the log stores them.
 */
export class AuditEntriesAbout {
  constructor(private readonly read: ReadAuditLog) {}

  async entriesAbout(person: { id: string }): Promise<{ tabla: string; titulo: string; filas: Record<string, unknown>[] } | null> {
    const byHim = await this.read.all(SYSTEM_READER, { persona: person.id });
    const aboutHim = await this.read.all(SYSTEM_READER, { objetoId: person.id });
    const lines = new Map<string, AuditLine>();
    for (const line of [...byHim, ...aboutHim]) lines.set(line.id, line);
    const filas = [...lines.values()].sort((a, b) => b.creadoEl.localeCompare(a.creadoEl)) as unknown as Record<string, unknown>[];
    return { tabla: 'audit_log', titulo: 'Bitácora: lo que hizo y lo que se hizo con su cuenta', filas };
  }
}
