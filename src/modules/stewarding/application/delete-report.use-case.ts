import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { reportObject } from './audit-objects.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { reportNotFound } from './report-rules.js';
import type { ReportRepository } from './ports/report.repository.port.js';

/** DELETE /api/reportes/{id} (admin, after the screen's confirmation): the report, its decision, its penalty and its screenshots. */
export class DeleteReport {
  constructor(private readonly deps: { reports: ReportRepository; storage: FileStorage; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const report = await this.deps.reports.findById(id);
    if (!report) throw reportNotFound();
    await this.deps.tx.run(async (trx) => {
      // Deletions sent at once: the first deletes it, the others wait for its row and find nothing to delete.
      if (!(await this.deps.reports.delete(id, trx))) throw reportNotFound();
      const antes = { estado: report.estado, campeonatoId: report.campeonatoId, carreraId: report.carreraId, reportadoId: report.reportedId, reportanteId: report.reporterId };
      await this.deps.audit.record(staffChange(actor, 'reporte.eliminado', reportObject(report), antes, null), trx);
    });
    await Promise.all(report.capturas.map((url) => this.deps.storage.remove(url)));
  }
}
