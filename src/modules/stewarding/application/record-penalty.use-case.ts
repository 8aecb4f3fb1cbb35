import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import { recordPenaltySchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { DecisionLogEntry } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ValidationError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { Penalty } from '../domain/report.entity.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import type { ScoredEventDirectory } from './ports/scored-events.port.js';
import type { DeviceNotices } from '../../../platform/push/device-notices.port.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { settingsOf } from './panel-settings.js';
import type { DriverAccounts, DriverCards } from './ports/driver-directory.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { SuspensionStore } from './ports/suspension-store.port.js';
import { licenceFacts, writePenalty } from './licence-thresholds.js';
import { checkPenaltyTarget } from './penalty-target.js';
import { namesFor, penaltyLogEntry } from './report-views.js';

/** POST /api/reportes/sanciones (admin): a penalty the stewards record without a report. */
export class RecordPenalty {
  constructor(
    private readonly deps: {
      reports: ReportRepository;
      competitions: CompetitionDirectory;
      drivers: DriverCards;
      accounts: DriverAccounts;
      events: ScoredEventDirectory;
      panels: PanelSettingsStore;
      suspensions: SuspensionStore;
      outbox: MailOutbox;
      notices?: DeviceNotices;
      tx: TransactionRunner;
      audit: AuditTrail;
      clock: Clock;
      newId: IdGenerator;
    },
  ) {}

  async execute(actor: Actor, body: unknown): Promise<DecisionLogEntry> {
    assertAdmin(actor);
    const input = parseOrThrow(recordPenaltySchema, body);
    const [championship] = await this.deps.competitions.championships([input.campeonato]);
    if (!championship) throw new ValidationError(REPORT_MSG.championshipNotFound, { campeonato: REPORT_MSG.championshipNotFound });
    const [race] = await this.deps.competitions.races([input.carrera]);
    if (!race || race.campeonatoId !== championship.id) throw new ValidationError(REPORT_MSG.raceNotInChampionship, { carrera: REPORT_MSG.raceNotInChampionship });
    if (!(await this.deps.competitions.isEnrolled(championship.id, input.piloto))) throw new ValidationError(REPORT_MSG.driverNotEnrolled, { piloto: REPORT_MSG.driverNotEnrolled });
    const target = await checkPenaltyTarget(this.deps.events, { campeonatoId: championship.id, carreraId: race.id }, input.sancion);
    const penalty: Penalty = {
      id: this.deps.newId(),
      campeonatoId: championship.id,
      carreraId: race.id,
      userId: input.piloto,
      reportId: null,
      ...input.sancion,
      ...target,
      explicacion: input.explicacion,
      creadoPor: actor.id,
      createdAt: this.deps.clock.now().toISOString(),
    };
    const licence = await licenceFacts(this.deps, await settingsOf(this.deps.panels, championship.id), penalty.userId);
    await this.deps.tx.run(async (trx) => {
      await writePenalty(this.deps, trx, penalty, licence, this.deps.clock.now());
      const { id: _id, createdAt: _at, ...fields } = penalty;
      await this.deps.audit.record(staffChange(actor, 'sancion.registrada', { tipo: 'sancion', id: penalty.id }, null, fields), trx);
    });
    return penaltyLogEntry(penalty, await namesFor(this.deps, { userIds: [penalty.userId], championshipIds: [], raceIds: [race.id] }));
  }
}
