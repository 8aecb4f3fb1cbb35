import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { panelSettingsSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { PanelSettingsView } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { PanelSettings } from '../domain/panel.js';
import { closePanel, panelCloseFacts, type PanelCloseFacts } from './close-panel.js';
import { toPanelSettingsView } from './get-panel-settings.use-case.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverAccounts, DriverCards } from './ports/driver-directory.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';

/** The most pending reports with votes a change of size closes in one go (a championship has a handful). */
const PENDING_READ = 1000;
/** Times the change is tried again when votes arrived between its first reads and its transaction. */
const ATTEMPTS = 3;

/** A report that got votes after the change read what closing it needs: the change starts again. */
class VotesMoved extends Error {}

/**
 * PUT /api/reportes/ajustes/{campeonatoId} (admin): how many stewards decide each report (1, 3 or 5),
 * whether the public log names them, and the penalty categories with their defaults. A smaller panel
 * closes, in the same transaction, every pending report whose votes it completes (as the vote that
 * completes a panel does: a majority's decision with the drivers' mails, or 'en_conflicto' with the
 * admins'), and the answer says which. Votes read the size inside their own transaction, under the
 * report's lock, so none is cast against the old size once the change is in.
 */
export class UpdatePanelSettings {
  constructor(
    private readonly deps: {
      panels: PanelSettingsStore;
      competitions: CompetitionDirectory;
      reports: ReportRepository;
      accounts: DriverAccounts;
      drivers: DriverCards;
      suspensions: SuspensionStore;
      outbox: MailOutbox;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
      audit: AuditTrail;
    },
  ) {}

  async execute(actor: Actor, campeonatoId: string, body: unknown): Promise<{ message: string; data: PanelSettingsView }> {
    assertAdmin(actor);
    const input = parseOrThrow(panelSettingsSchema, body);
    const [championship] = await this.deps.competitions.championships([campeonatoId]);
    if (!championship) throw new NotFoundError(REPORT_MSG.championshipNotFound, 'CHAMPIONSHIP_NOT_FOUND');
    const settings: PanelSettings = {
      campeonatoId,
      comisariosPorReporte: input.comisariosPorReporte,
      nombresVisibles: input.nombresVisibles,
      horasApelacion: input.horasApelacion,
      umbralesLicencia: input.umbralesLicencia,
      caducidadCarreras: input.caducidadCarreras,
      categorias: input.categorias.map((c) => ({
        nombre: c.nombre,
        tipo: c.tipo as PanelSettings['categorias'][number]['tipo'],
        segundos: c.segundos,
        posiciones: c.posiciones,
        puntos: c.puntos,
        puntosLicencia: c.puntosLicencia,
      })),
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const closed = await this.saveClosing(actor, settings);
        const message = closed.length ? `${REPORT_MSG.panelSaved} ${REPORT_MSG.panelSizeClosed(settings.comisariosPorReporte, closed)}` : REPORT_MSG.panelSaved;
        return { message, data: toPanelSettingsView(championship, settings) };
      } catch (error) {
        if (!(error instanceof VotesMoved) || attempt === ATTEMPTS) throw error instanceof VotesMoved ? new ConflictError('PANEL_BUSY', REPORT_MSG.panelBusy) : error;
      }
    }
  }

  /**
   * Saves the settings and closes the reports they complete, in one transaction. What closing needs is read
   * first for every pending report with votes; inside, each pending report is locked and read again, and
   * one whose votes changed since starts the whole change again.
   */
  private async saveClosing(actor: Actor, settings: PanelSettings): Promise<Array<{ numeroReporte: number; estado: 'resuelto' | 'rechazado' | 'en_conflicto' }>> {
    const { campeonatoId, comisariosPorReporte: size } = settings;
    const pending = (await this.deps.reports.list({ campeonatoId, estado: 'pendiente' }, { offset: 0, limit: PENDING_READ })).items.filter((r) => r.votes.length > 0);
    // Votes are counted against the judging rules (categories, thresholds) saved with this change.
    const facts = new Map<string, { votes: number; facts: PanelCloseFacts }>();
    for (const report of pending) facts.set(report.id, { votes: report.votes.length, facts: await panelCloseFacts(this.deps, report, settings, report.votes.map((v) => v.userId)) });
    const at = this.deps.clock.now().toISOString();
    return this.deps.tx.run(async (trx) => {
      const antes = await this.deps.panels.find(campeonatoId, trx);
      await this.deps.panels.save(settings, at, trx);
      await this.deps.audit.record(staffChange(actor, 'campeonato.panel-de-comisarios', { tipo: 'campeonato', id: campeonatoId }, antes, settings), trx);
      const closed: Array<{ numeroReporte: number; estado: 'resuelto' | 'rechazado' | 'en_conflicto' }> = [];
      for (const report of await this.deps.reports.lockPending(campeonatoId, trx)) {
        if (report.votes.length === 0 || report.votes.length < size) continue;
        const known = facts.get(report.id);
        if (!known || known.votes !== report.votes.length) throw new VotesMoved();
        closed.push({ numeroReporte: report.numeroReporte, estado: await closePanel(this.deps, trx, report, report.votes, known.facts, at, () => new VotesMoved()) });
      }
      return closed.sort((a, b) => a.numeroReporte - b.numeroReporte);
    });
  }
}
