import type { AdminEntryListAnswer, EntryListAnswer } from '../../../contracts/entries.views.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import { toAdminEntryView, toEntryView } from './entry-views.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EnrolmentRepository } from './ports/enrolment.repository.port.js';
import type { EntrantDirectory } from './ports/entrant-directory.port.js';
import type { PaidEnrolments } from './ports/paid-enrolments.port.js';

interface Deps {
  championships: ChampionshipRepository;
  enrolments: EnrolmentRepository;
  entrants: EntrantDirectory;
  paidEnrolments: PaidEnrolments;
}

/** GET /api/campeonatos/{id}/inscritos: who is enrolled, in enrolment order, as anyone may see them. */
export class ListEntries {
  constructor(private readonly deps: Deps) {}

  async execute(campeonatoId: string): Promise<EntryListAnswer> {
    const championship = await this.deps.championships.findById(campeonatoId);
    if (!championship) throw championshipNotFound();
    const enrolments = await this.deps.enrolments.listFor(campeonatoId);
    const cards = new Map((await this.deps.entrants.describe(enrolments.map((e) => e.userId))).map((c) => [c.id, c]));
    const data = enrolments.map((e) => toEntryView(e.userId, cards.get(e.userId)));
    return { success: true, campeonatoId, total: data.length, data };
  }
}

/**
 * GET /api/campeonatos/{id}/inscritos/admin: the same list with the e-mail, the enrolment date, how
 * the driver joined and the payment behind a paid enrolment.
 */
export class ListEntriesForAdmin {
  constructor(private readonly deps: Deps) {}

  async execute(actor: Actor, campeonatoId: string): Promise<AdminEntryListAnswer> {
    assertAdmin(actor);
    const championship = await this.deps.championships.findById(campeonatoId);
    if (!championship) throw championshipNotFound();
    const [enrolments, paid] = await Promise.all([this.deps.enrolments.listFor(campeonatoId), this.deps.paidEnrolments.completedFor(campeonatoId)]);
    const cards = new Map((await this.deps.entrants.describe(enrolments.map((e) => e.userId))).map((c) => [c.id, c]));
    const payments = new Map(paid.map((p) => [p.userId, p.pagoId]));
    const data = enrolments.map((e) => toAdminEntryView(e, cards.get(e.userId), payments.get(e.userId) ?? null));
    return {
      success: true,
      campeonatoId,
      nombreCampeonato: championship.nombreCampeonato,
      participantesMaximos: championship.participantesMaximos,
      total: data.length,
      data,
    };
  }
}
