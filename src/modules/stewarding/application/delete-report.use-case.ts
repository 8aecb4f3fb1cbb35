import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { reportNotFound } from './report-rules.js';
import type { ReportRepository } from './ports/report.repository.port.js';

/** DELETE /api/reportes/{id} (admin, after the screen's confirmation): the report, its decision, its penalty and its screenshots. */
export class DeleteReport {
  constructor(private readonly deps: { reports: ReportRepository; storage: FileStorage; tx: TransactionRunner }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const report = await this.deps.reports.findById(id);
    if (!report) throw reportNotFound();
    await this.deps.tx.run((trx) => this.deps.reports.delete(id, trx));
    await Promise.all(report.capturas.map((url) => this.deps.storage.remove(url)));
  }
}
