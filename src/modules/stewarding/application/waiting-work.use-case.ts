import { stewardingWorkLabel } from '../../../contracts/stewarding.messages.js';
import type { StewardingWaitingAnswer } from '../../../contracts/stewarding.views.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { AppealStore } from './ports/appeal-store.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';

/**
 * GET /api/reportes/por-atender (admin): the stewards' work waiting, as the admin dashboard counts it:
 * reports not decided, reports a panel left 'en_conflicto' (an admin's to decide) and appeals not
 * decided, with what waits in words.
 */
export class StewardingWaitingWork {
  constructor(private readonly deps: { reports: Pick<ReportRepository, 'countWaiting'>; appeals: Pick<AppealStore, 'countPending'> }) {}

  async execute(actor: Actor): Promise<StewardingWaitingAnswer> {
    assertAdmin(actor);
    const [{ pendientes, enConflicto }, apelaciones] = await Promise.all([this.deps.reports.countWaiting(), this.deps.appeals.countPending()]);
    return { pendientes, enConflicto, apelaciones, total: pendientes + enConflicto + apelaciones, resumen: stewardingWorkLabel({ pendientes, enConflicto, apelaciones }) };
  }
}
