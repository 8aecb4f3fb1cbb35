import { createReportSchema, REPORT_LIMITS, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { CreateReportAnswer } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, ValidationError } from '../../../platform/errors.js';
import type { FileStorage, StoredFile } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertMayAct, isAdmin, type Actor } from '../../identity/index.js';
import type { Report } from '../domain/report.entity.js';
import { assertMayFile } from './report-rules.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverAccounts, DriverCards } from './ports/driver-directory.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import { filedMails } from './report-mails.js';
import { toReportViews } from './report-views.js';

export const SCREENSHOTS_FOLDER = 'report-screenshots';

export interface FileReportInput {
  fields: Record<string, unknown>;
  /** The screenshots' bytes, in the order sent. */
  screenshots: Buffer[];
}

/**
 * POST /api/reportes. Every rule is checked and every image sniffed before anything is written; the
 * number is taken, the report stored and both drivers' mails queued in one transaction.
 */
export class FileReport {
  constructor(
    private readonly deps: {
      reports: ReportRepository;
      competitions: CompetitionDirectory;
      accounts: DriverAccounts;
      drivers: DriverCards;
      storage: FileStorage;
      outbox: MailOutbox;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
    },
  ) {}

  async execute(actor: Actor, input: FileReportInput): Promise<CreateReportAnswer> {
    assertMayAct(actor);
    const fields = parseOrThrow(createReportSchema, input.fields);
    if (input.screenshots.length > REPORT_LIMITS.screenshots) throw new ValidationError(REPORT_MSG.tooManyScreenshots, { capturasPantalla: REPORT_MSG.tooManyScreenshots });
    const extensions: string[] = [];
    for (const shot of input.screenshots) extensions.push(await validateImage(shot));

    const [championship] = await this.deps.competitions.championships([fields.campeonato]);
    if (!championship) throw new ValidationError(REPORT_MSG.championshipNotFound, { campeonato: REPORT_MSG.championshipNotFound });
    const [race] = await this.deps.competitions.races([fields.carrera]);
    if (!race || race.campeonatoId !== championship.id) throw new ValidationError(REPORT_MSG.raceNotInChampionship, { carrera: REPORT_MSG.raceNotInChampionship });
    const reported = fields.usuarioDenunciado === actor.id ? null : await this.deps.accounts.find(fields.usuarioDenunciado);
    if (fields.usuarioDenunciado !== actor.id && !reported) throw new ValidationError(REPORT_MSG.reportedNotFound, { usuarioDenunciado: REPORT_MSG.reportedNotFound });
    const now = this.deps.clock.now();
    assertMayFile({
      reporterId: actor.id,
      reportedId: fields.usuarioDenunciado,
      byAdmin: isAdmin(actor),
      reporterEnrolled: await this.deps.competitions.isEnrolled(championship.id, actor.id),
      reportedEnrolled: await this.deps.competitions.isEnrolled(championship.id, fields.usuarioDenunciado),
      raceStart: new Date(race.inicio),
      plazoReportesHoras: championship.plazoReportesHoras,
      now,
    });
    const reporter = await this.deps.accounts.find(actor.id);
    if (!reporter || !reported) throw new ValidationError(REPORT_MSG.reportedNotFound);

    const saved: StoredFile[] = [];
    try {
      for (const [i, shot] of input.screenshots.entries()) saved.push(await this.deps.storage.save(SCREENSHOTS_FOLDER, shot, extensions[i] as string));
      const report = await this.deps.tx.run(async (trx) => {
        const filed: Report = {
          id: this.deps.newId(),
          numeroReporte: await this.deps.reports.nextNumber(trx),
          campeonatoId: championship.id,
          carreraId: race.id,
          reporterId: actor.id,
          reportedId: reported.id,
          vuelta: fields.vuelta,
          heat: fields.heat ?? null,
          descripcion: fields.descripcion,
          tiempoSesion: fields.tiempoSesion ?? null,
          curva: fields.curva || null,
          capturas: saved.map((f) => f.url),
          videos: fields.videos,
          estado: 'pendiente',
          createdAt: now.toISOString(),
        };
        // A second press, a retry or another tab: one incident is one report. Under the numbering lock,
        // so two filings at once cannot both find none.
        const same = await this.deps.reports.sameReport(filed, trx);
        if (same !== null) {
          const message = REPORT_MSG.alreadyFiled(same, filed.vuelta);
          throw new ConflictError('REPORT_ALREADY_FILED', message, { vuelta: message });
        }
        await this.deps.reports.insert(filed, trx);
        const mails = filedMails({ report: filed, reporter, reported, campeonato: championship.nombreCampeonato, circuito: race.circuito });
        for (const mail of mails) await this.deps.outbox.enqueue(mail, trx);
        return filed;
      });
      const [data] = await toReportViews(this.deps, [{ ...report, decision: null, penalty: null, votes: [], appeals: [] }]);
      return { message: REPORT_MSG.created(report.numeroReporte), numeroReporte: report.numeroReporte, _id: report.id, data: data! };
    } catch (err) {
      await Promise.all(saved.map((f) => this.deps.storage.remove(f.url)));
      throw err;
    }
  }
}
