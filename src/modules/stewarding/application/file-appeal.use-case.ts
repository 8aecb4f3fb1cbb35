import { fileAppealSchema, REPORT_LIMITS, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { Clock } from '../../../platform/clock.js';
import { ValidationError } from '../../../platform/errors.js';
import type { FileStorage, StoredFile } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import type { Appeal } from '../domain/appeal.entity.js';
import { appealTwice, assertMayAppeal } from './appeal-rules.js';
import { SCREENSHOTS_FOLDER } from './file-report.use-case.js';
import { settingsOf } from './panel-settings.js';
import type { AppealStore } from './ports/appeal-store.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { ReportRepository } from './ports/report.repository.port.js';
import { reportNotFound } from './report-rules.js';

/**
 * POST /api/reportes/{id}/apelaciones: one of the report's two drivers appeals its decision, once,
 * within the championship's `horasApelacion` of it, with a reason and new evidence (links and images,
 * sniffed before anything is written, as a report's).
 */
export class FileAppeal {
  constructor(private readonly deps: { reports: ReportRepository; appeals: AppealStore; panels: PanelSettingsStore; storage: FileStorage; clock: Clock; newId: IdGenerator }) {}

  async execute(actor: Actor, reportId: string, input: { fields: Record<string, unknown>; screenshots: Buffer[] }): Promise<{ message: string; id: string }> {
    assertMayAct(actor);
    const fields = parseOrThrow(fileAppealSchema, input.fields);
    if (input.screenshots.length > REPORT_LIMITS.screenshots) throw new ValidationError(REPORT_MSG.tooManyScreenshots, { capturasPantalla: REPORT_MSG.tooManyScreenshots });
    const extensions: string[] = [];
    for (const shot of input.screenshots) extensions.push(await validateImage(shot));
    const report = await this.deps.reports.findById(reportId);
    if (!report) throw reportNotFound();
    const [settings, existing] = await Promise.all([settingsOf(this.deps.panels, report.campeonatoId), this.deps.appeals.ofReports([report.id])]);
    const now = this.deps.clock.now();
    assertMayAppeal({ report, userId: actor.id, alreadyAppealed: existing.some((a) => a.userId === actor.id), horasApelacion: settings.horasApelacion, now });

    const saved: StoredFile[] = [];
    try {
      for (const [i, shot] of input.screenshots.entries()) saved.push(await this.deps.storage.save(SCREENSHOTS_FOLDER, shot, extensions[i] as string));
      const appeal: Appeal = {
        id: this.deps.newId(),
        reportId: report.id,
        userId: actor.id,
        motivo: fields.motivo,
        capturas: saved.map((f) => f.url),
        videos: fields.videos,
        estado: 'pendiente',
        explicacion: null,
        sancionAnterior: null,
        decididoPor: null,
        decididoAt: null,
        createdAt: now.toISOString(),
      };
      if (!(await this.deps.appeals.insert(appeal))) throw appealTwice();
      return { message: REPORT_MSG.appealFiled, id: appeal.id };
    } catch (err) {
      await Promise.all(saved.map((f) => this.deps.storage.remove(f.url)));
      throw err;
    }
  }
}
