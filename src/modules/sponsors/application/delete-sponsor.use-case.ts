import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { sponsorNotFound } from '../domain/sponsor.entity.js';
import type { SponsorRepository } from './ports/sponsor.repository.port.js';

export class DeleteSponsor {
  constructor(private readonly deps: { sponsors: SponsorRepository; storage: FileStorage; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string): Promise<void> {
    assertAdmin(actor);
    const sponsor = await this.deps.sponsors.findById(id);
    if (!sponsor) throw sponsorNotFound();
    await this.deps.tx.run(async (trx) => {
      // Sent twice at once, both may read it: the one whose deletion removed nothing was beaten to it.
      if (!(await this.deps.sponsors.delete(id, trx))) throw sponsorNotFound();
      await this.deps.audit.record({ actor, accion: 'patrocinador.eliminado', objeto: { tipo: 'patrocinador', id, nombre: sponsor.nombre }, cambios: changesBetween(sponsor, null) }, trx);
    });
    await this.deps.storage.remove(sponsor.logoUrl);
  }
}
