import type { WaitlistChangeAnswer } from '../../../contracts/entries.views.js';
import { reorderWaitlistSchema } from '../../../contracts/entries.contract.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { queueMismatch } from '../domain/championships.errors.js';
import { championshipObject } from './audit-objects.js';
import { lockedChampionship, queueAnswer, type QueueDeps } from './manage-waitlist.js';

/** PUT /api/campeonatos/{id}/lista-espera/orden: an admin puts the queue in a new order (every waiting driver, once). */
export class ReorderWaitlist {
  constructor(private readonly deps: QueueDeps & { tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, campeonatoId: string, raw: unknown): Promise<WaitlistChangeAnswer> {
    assertAdmin(actor);
    const { usuarioIds } = parseOrThrow(reorderWaitlistSchema, raw ?? {});
    return this.deps.tx.run(async (trx) => {
      const championship = await lockedChampionship(this.deps, campeonatoId, trx);
      const queue = await this.deps.waitlist.listFor(campeonatoId, trx);
      const byUser = new Map(queue.map((e) => [e.userId, e.id]));
      if (usuarioIds.length !== queue.length || new Set(usuarioIds).size !== queue.length || usuarioIds.some((id) => !byUser.has(id))) throw queueMismatch();
      await this.deps.waitlist.reorder(campeonatoId, usuarioIds.map((id) => byUser.get(id)!), trx);
      // The same order again changes nothing and records nothing.
      const antes = queue.map((e) => e.userId);
      if (antes.some((id, i) => id !== usuarioIds[i])) await this.deps.audit.record(staffChange(actor, 'lista-espera.reordenada', championshipObject(championship), { orden: antes }, { orden: usuarioIds }), trx);
      return queueAnswer(this.deps, campeonatoId, 'Lista de espera reordenada.', trx);
    });
  }
}
