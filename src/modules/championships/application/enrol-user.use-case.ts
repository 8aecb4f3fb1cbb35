import { manualEnrolmentSchema } from '../../../contracts/championships.contract.js';
import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { userNotFound } from '../domain/championships.errors.js';
import { championshipObject } from './audit-objects.js';
import type { Enrol } from './enrol.js';
import type { Account, AccountDirectory } from './ports/account-directory.port.js';
import type { Enrolment } from './ports/enrolment.repository.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { SeasonRules } from './ports/season-rules.port.js';

export interface ManualEnrolment {
  enrolment: Enrolment;
  usuario: Account;
}

/**
 * An admin enrols a user by hand (the admin screen, POST /api/campeonatos/inscribir-admin and
 * `parrilla enrol`). `usuarioId` may also be an e-mail address, which the CLI accepts. A closed
 * season's entries feed its team table, so they are refused until it is reopened (docs/adr/0033).
 */
export class EnrolUser {
  constructor(
    private readonly deps: { enrol: Enrol; accounts: AccountDirectory; seasons: Pick<SeasonRules, 'assertOpen'>; championships: Pick<ChampionshipRepository, 'findById'>; tx: TransactionRunner; audit: AuditTrail },
  ) {}

  async execute(actor: Actor, raw: unknown): Promise<ManualEnrolment> {
    assertAdmin(actor);
    const { campeonatoId, usuarioId } = parseOrThrow(manualEnrolmentSchema, raw ?? {});
    await this.deps.seasons.assertOpen(campeonatoId);
    const account = await this.deps.accounts.find(usuarioId);
    if (!account) throw userNotFound();
    const enrolment = await this.deps.tx.run(async (trx) => {
      const made = await this.deps.enrol.execute({ campeonatoId, userId: account.id, origen: 'admin' }, trx);
      const championship = await this.deps.championships.findById(campeonatoId, trx);
      await this.deps.audit.record(staffChange(actor, 'inscripcion.agregada', championship ? championshipObject(championship) : { tipo: 'campeonato', id: campeonatoId }, null, { piloto: account.id, origen: 'admin' }), trx);
      return made;
    });
    return { enrolment, usuario: account };
  }
}
