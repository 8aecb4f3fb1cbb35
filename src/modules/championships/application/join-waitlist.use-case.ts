import type { WaitlistAnswer } from '../../../contracts/entries.views.js';
import { UnauthenticatedError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertMayAct, type Actor } from '../../identity/index.js';
import { isEnrolmentOpen } from '../domain/championship.entity.js';
import { alreadyEnrolled, alreadyQueued, approvalRequired, championshipNotFound, enrolmentClosed, placesStillFree } from '../domain/championships.errors.js';
import type { Enrol } from './enrol.js';
import { assertDriverMayEnter, type EntryGates, type EntrySeasons } from './entry-gates.js';
import { freePlaces, positionOf } from '../domain/waitlist.js';
import { countPlaces, type PlaceSources } from './place-count.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';

/**
 * POST /api/campeonatos/{id}/lista-espera: a signed-in driver joins a full championship's waiting
 * list, at its end. Refused (409, storing nothing) for what refuses his entry (a closed season, the
 * priority window, the licence gate), when he is entered or already waiting, when enrolment is
 * closed, and when a place is free for him (he enters instead).
 */
export class JoinWaitlist {
  constructor(private readonly deps: PlaceSources & { championships: ChampionshipRepository; enrol: Enrol; accounts: AccountDirectory; clock: Clock; newId: IdGenerator; tx: TransactionRunner; gates?: Pick<EntryGates, 'assertMayEnter'>; seasons?: EntrySeasons }) {}

  async execute(actor: Actor, campeonatoId: string): Promise<WaitlistAnswer> {
    assertMayAct(actor);
    const account = await this.deps.accounts.find(actor.id);
    if (!account) throw new UnauthenticatedError();
    // What entering asks, asked first: a closed season, the priority window (during which he is told
    // when he may enter rather than that places are free) and the licence gate, outside which he would
    // only wait for a place he could not take (docs/adr/0037, 0047).
    await assertDriverMayEnter(this.deps, campeonatoId, account.id);
    return this.deps.tx.run(async (trx) => {
      const championship = await this.deps.championships.lockById(campeonatoId, trx);
      if (!championship) throw championshipNotFound();
      const now = this.deps.clock.now();
      if (await this.deps.enrolments.exists(campeonatoId, account.id, trx)) throw alreadyEnrolled();
      const count = await countPlaces(this.deps, campeonatoId, now, trx);
      if (count.queue.some((e) => e.userId === account.id)) throw alreadyQueued();
      if (!isEnrolmentOpen(championship, now)) throw enrolmentClosed();
      if (championship.requiereAprobacion && !(await this.deps.enrol.isApproved(campeonatoId, account.id, trx))) throw approvalRequired();
      if (freePlaces(count, championship.participantesMaximos, account.id, now) > 0) throw placesStillFree();
      const entry = { id: this.deps.newId(), campeonatoId, userId: account.id, orden: await this.deps.waitlist.nextOrder(campeonatoId, trx), createdAt: now.toISOString(), ofertaCreadaEn: null, ofertaVenceEn: null };
      await this.deps.waitlist.insert(entry, trx);
      const queue = await this.deps.waitlist.listFor(campeonatoId, trx);
      return { success: true, message: `Te uniste a la lista de espera: eres el número ${positionOf(queue, account.id)}.`, campeonatoId, posicion: positionOf(queue, account.id) ?? queue.length, total: queue.length };
    });
  }
}
