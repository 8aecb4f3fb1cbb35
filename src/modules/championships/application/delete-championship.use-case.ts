import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipHasEnrolments, championshipHasPayments, championshipNotFound } from '../domain/championships.errors.js';
import { championshipObject, raceObject } from './audit-objects.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { PaymentRecords } from './ports/payment-records.port.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';

/** Deletes a championship and its races, refused (409) while it has enrolments or payments. */
export class DeleteChampionship {
  constructor(
    private readonly deps: {
      championships: ChampionshipRepository;
      races: RaceRepository;
      enrolments: EnrolmentRepository;
      payments: PaymentRecords;
      seasons: SeasonRules;
      storage: FileStorage;
      tx: TransactionRunner;
      audit: AuditTrail;
    },
  ) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    // A closed season's championship stays (docs/adr/0033); asked before the transaction holds SQLite's connection.
    await this.deps.seasons.assertDeletable(id);
    const images = await this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(id, trx);
      if (!championship) throw championshipNotFound();
      const enrolled = await this.deps.enrolments.countFor(id, trx);
      if (enrolled > 0) throw championshipHasEnrolments(enrolled);
      if (await this.deps.payments.existFor(id, trx)) throw championshipHasPayments();
      const races = await this.deps.races.list({ campeonatoId: id }, trx);
      await this.deps.championships.delete(id, trx);
      await this.deps.audit.record(staffChange(actor, 'campeonato.eliminado', championshipObject(championship), { ...championship, carreras: races.map((r) => raceObject(r).nombre) }, null), trx);
      return [championship.imagenPortada, ...races.map((r) => r.imgCircuito)].filter((url): url is string => Boolean(url));
    });
    // Files go once the rows are gone for good.
    for (const url of images) await this.deps.storage.remove(url);
  }
}
