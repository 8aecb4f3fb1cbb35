import type { EntryDecisionAnswer } from '../../../contracts/entries.views.js';
import { decideEntryRequestSchema } from '../../../contracts/entries.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { MailOutbox } from '../../../platform/mail/mail.port.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound, noPendingRequest } from '../domain/championships.errors.js';
import { freePlaces, positionOf } from '../domain/waitlist.js';
import { approvalMail, rejectionMail } from './decision-mails.js';
import { championshipObject } from './audit-objects.js';
import { releaseEntryDetails } from './entry-details.js';
import type { CarNumberRepository } from './ports/car-number.repository.port.js';
import type { TeamRepository } from './ports/team.repository.port.js';
import type { Enrol } from './enrol.js';
import { countPlaces, type PlaceSources } from './place-count.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EntrantDirectory } from './ports/entrant-directory.port.js';
import type { EntryRequestRepository } from './ports/entry-request.repository.port.js';

/**
 * POST /api/campeonatos/{id}/solicitudes/{usuarioId}/aprobar and …/rechazar (admin). Approving a free
 * championship with a place free enters the driver; a paid one with a place free mails him the link
 * to pay (the place is not held: places go in the order they are paid); a full one puts him at the
 * end of the waiting list. Rejecting needs a reason, mailed to him; nothing was charged. Each mail is
 * queued in the transaction of the decision.
 */
export class DecideEntryRequest {
  constructor(
    private readonly deps: PlaceSources & {
      championships: ChampionshipRepository;
      requests: EntryRequestRepository;
      enrol: Enrol;
      entrants: EntrantDirectory;
      outbox: MailOutbox;
      clock: Clock;
      newId: IdGenerator;
      tx: TransactionRunner;
      audit: AuditTrail;
      publicUrl: string;
      carNumbers?: CarNumberRepository;
      teams?: TeamRepository;
    },
  ) {}

  approve(actor: Actor, campeonatoId: string, userId: string): Promise<EntryDecisionAnswer> {
    return this.decide(actor, campeonatoId, userId, null);
  }

  async reject(actor: Actor, campeonatoId: string, userId: string, raw: unknown): Promise<EntryDecisionAnswer> {
    assertAdmin(actor);
    const { motivo } = parseOrThrow(decideEntryRequestSchema, raw ?? {});
    return this.decide(actor, campeonatoId, userId, motivo);
  }

  private async decide(actor: Actor, campeonatoId: string, userId: string, motivo: string | null): Promise<EntryDecisionAnswer> {
    assertAdmin(actor);
    return this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      const request = await this.deps.requests.find(campeonatoId, userId, trx);
      if (!request || request.estado !== 'pendiente') throw noPendingRequest();
      const now = this.deps.clock.now();
      const estado = motivo === null ? 'aprobada' : 'rechazada';
      await this.deps.requests.save({ ...request, estado, motivo, decididaEn: now.toISOString(), decididaPor: actor.id }, trx);
      const [card] = await this.deps.entrants.describe([userId], trx);
      const link = `${this.deps.publicUrl.replace(/\/$/, '')}/campeonatos/${encodeURIComponent(campeonatoId)}`;
      const to = card && !card.deleted && card.email ? { to: card.email, nombre: card.nombre, championship: championship.nombreCampeonato, link } : null;

      if (motivo !== null) {
        // A rejected driver gives back the number and team he chose with his request.
        await releaseEntryDetails(this.deps, campeonatoId, userId, trx);
        if (to) await this.deps.outbox.enqueue(rejectionMail({ ...to, motivo }), trx);
        await this.deps.audit.record(staffChange(actor, 'solicitud-inscripcion.rechazada', championshipObject(championship), null, { piloto: userId, estado, motivo }), trx);
        return { success: true, message: 'Solicitud rechazada: le avisamos al piloto por correo.', campeonatoId, usuarioId: userId, resultado: 'rechazada' };
      }
      const count = await countPlaces(this.deps, campeonatoId, now, trx);
      let resultado: EntryDecisionAnswer['resultado'];
      let posicion: number | undefined;
      if (freePlaces(count, championship.participantesMaximos, userId, now) === 0) {
        await this.deps.waitlist.insert({ id: this.deps.newId(), campeonatoId, userId, orden: await this.deps.waitlist.nextOrder(campeonatoId, trx), createdAt: now.toISOString(), ofertaCreadaEn: null, ofertaVenceEn: null }, trx);
        posicion = positionOf(await this.deps.waitlist.listFor(campeonatoId, trx), userId) ?? undefined;
        resultado = 'lista-espera';
      } else if (championship.precioCentavos > 0) {
        resultado = 'por-pagar';
      } else {
        await this.deps.enrol.execute({ campeonatoId, userId, origen: 'propia' }, trx);
        resultado = 'inscrito';
      }
      await this.deps.audit.record(staffChange(actor, 'solicitud-inscripcion.aprobada', championshipObject(championship), null, { piloto: userId, estado, resultado }), trx);
      if (to) await this.deps.outbox.enqueue(approvalMail({ ...to, resultado, posicion }), trx);
      const message = { inscrito: 'Solicitud aprobada: el piloto quedó inscrito.', 'por-pagar': 'Solicitud aprobada: le enviamos el enlace para pagar.', 'lista-espera': 'Solicitud aprobada: el campeonato está lleno, el piloto quedó en la lista de espera.' }[resultado];
      return { success: true, message, campeonatoId, usuarioId: userId, resultado };
    });
  }
}

