import { updateSponsorSchema } from '../../../contracts/sponsors.contract.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { sponsorNotFound, type Sponsor } from '../domain/sponsor.entity.js';
import { LOGOS_FOLDER } from './create-sponsor.use-case.js';
import type { SponsorRepository } from './ports/sponsor.repository.port.js';
import { toSponsorView, type SponsorView } from './sponsor-view.js';

/** Changes the name, the link (empty removes it) or the logo (sent as `logos`, as specified). */
export class UpdateSponsor {
  constructor(private readonly deps: { sponsors: SponsorRepository; storage: FileStorage; clock: Clock; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, id: string, input: { fields: Record<string, unknown>; logo?: Buffer }): Promise<SponsorView> {
    assertAdmin(actor);
    const fields = parseOrThrow(updateSponsorSchema, input.fields);
    const current = await this.deps.sponsors.findById(id);
    if (!current) throw sponsorNotFound();
    const extension = input.logo ? await validateImage(input.logo) : undefined;
    const patch: Partial<Sponsor> = { updatedAt: this.deps.clock.now().toISOString() };
    if (fields.nombre !== undefined) patch.nombre = fields.nombre;
    if ('link' in input.fields) patch.link = fields.link ?? null;
    const logo = input.logo && extension ? await this.deps.storage.save(LOGOS_FOLDER, input.logo, extension) : undefined;
    if (logo) patch.logoUrl = logo.url;
    try {
      await this.deps.tx.run(async (trx) => {
        await this.deps.sponsors.update(id, patch, trx);
        const cambios = changesBetween(current, { ...current, ...patch });
        await this.deps.audit.record({ actor, accion: 'patrocinador.editado', objeto: { tipo: 'patrocinador', id, nombre: patch.nombre ?? current.nombre }, cambios }, trx);
      });
    } catch (err) {
      if (logo) await this.deps.storage.remove(logo.url);
      throw err;
    }
    if (logo) await this.deps.storage.remove(current.logoUrl);
    return toSponsorView({ ...current, ...patch });
  }
}
