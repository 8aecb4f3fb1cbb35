import { createSponsorSchema, SPONSOR_MSG } from '../../../contracts/sponsors.contract.js';
import { changesBetween, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import type { Clock } from '../../../platform/clock.js';
import { ValidationError } from '../../../platform/errors.js';
import type { FileStorage } from '../../../platform/files/file-storage.port.js';
import { validateImage } from '../../../platform/files/image-validation.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { SponsorRepository } from './ports/sponsor.repository.port.js';
import { toSponsorView, type SponsorView } from './sponsor-view.js';

export const LOGOS_FOLDER = 'logos';

export class CreateSponsor {
  constructor(private readonly deps: { sponsors: SponsorRepository; storage: FileStorage; clock: Clock; newId: IdGenerator; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, input: { fields: Record<string, unknown>; logo?: Buffer }): Promise<SponsorView> {
    assertAdmin(actor);
    const fields = parseOrThrow(createSponsorSchema, input.fields);
    if (!input.logo) throw new ValidationError(SPONSOR_MSG.logoRequired, { logo: SPONSOR_MSG.logoRequired });
    const extension = await validateImage(input.logo);
    const logo = await this.deps.storage.save(LOGOS_FOLDER, input.logo, extension);
    const now = this.deps.clock.now().toISOString();
    const sponsor = { id: this.deps.newId(), nombre: fields.nombre, link: fields.link, logoUrl: logo.url, createdAt: now, updatedAt: now };
    try {
      await this.deps.tx.run(async (trx) => {
        await this.deps.sponsors.insert(sponsor, trx);
        await this.deps.audit.record({ actor, accion: 'patrocinador.creado', objeto: { tipo: 'patrocinador', id: sponsor.id, nombre: sponsor.nombre }, cambios: changesBetween(null, sponsor) }, trx);
      });
    } catch (err) {
      await this.deps.storage.remove(logo.url);
      throw err;
    }
    return toSponsorView(sponsor);
  }
}
