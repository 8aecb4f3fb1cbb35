import type { WaitlistChangeAnswer } from '../../../contracts/entries.views.js';
import type { Clock } from '../../../platform/clock.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { Championship } from '../domain/championship.entity.js';
import { championshipNotFound } from '../domain/championships.errors.js';
import { toAdminWaitingView } from './entry-views.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { EntrantDirectory } from './ports/entrant-directory.port.js';
import type { WaitlistRepository } from './ports/waitlist.repository.port.js';

export interface QueueDeps {
  championships: ChampionshipRepository;
  waitlist: WaitlistRepository;
  entrants: EntrantDirectory;
  clock: Clock;
}

/** The championship locked for a change to its queue, or 404. */
export async function lockedChampionship(deps: QueueDeps, campeonatoId: string, trx: Transaction): Promise<Championship> {
  const championship = await deps.championships.lockById(campeonatoId, trx);
  if (!championship) throw championshipNotFound();
  return championship;
}

/** The admin's answer after a change: the queue as it now is. */
export async function queueAnswer(deps: QueueDeps, campeonatoId: string, message: string, trx: Transaction): Promise<WaitlistChangeAnswer> {
  const queue = await deps.waitlist.listFor(campeonatoId, trx);
  const cards = new Map((await deps.entrants.describe(queue.map((e) => e.userId), trx)).map((c) => [c.id, c]));
  const now = deps.clock.now();
  return { success: true, message, campeonatoId, listaEspera: queue.map((e, i) => toAdminWaitingView(e, i + 1, cards.get(e.userId), now)) };
}
