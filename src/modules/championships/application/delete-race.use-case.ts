import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { raceNotFound } from '../domain/championships.errors.js';
import { raceObject } from './audit-objects.js';
import type { RaceRepository } from './ports/race.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';

export class DeleteRace {
  constructor(private readonly deps: { races: RaceRepository; seasons: Pick<SeasonRules, 'assertOpen'>; storage: FileStorage; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const race = await this.deps.races.findById(id);
    if (!race) throw raceNotFound();
    // A closed season's races feed its final table (docs/adr/0033).
    await this.deps.seasons.assertOpen(race.campeonatoId);
    // Sent twice at once, both may read it: the one whose deletion removed nothing was beaten to it.
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.races.delete(id, trx))) throw raceNotFound();
      await this.deps.audit.record(staffChange(actor, 'carrera.eliminada', raceObject(race), race, null), trx);
    });
    if (race.imgCircuito) await this.deps.storage.remove(race.imgCircuito);
  }
}
