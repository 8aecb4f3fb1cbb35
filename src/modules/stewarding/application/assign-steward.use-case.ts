import { staffChange, type AuditTrail } from '../../../platform/audit/audit-trail.port.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assignStewardSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { StewardAssignmentView } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { DriverAccounts } from './ports/driver-directory.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';

/**
 * POST /api/reportes/comisarios (admin) and `parrilla stewards assign`: a steward ('comisario', by id or
 * e-mail) judges a championship's reports from now on. Only an account with that role is assigned.
 */
export class AssignSteward {
  constructor(private readonly deps: { assignments: StewardAssignments; competitions: CompetitionDirectory; accounts: DriverAccounts; clock: Clock; tx: TransactionRunner; audit: AuditTrail }) {}

  async execute(actor: Actor, body: unknown): Promise<StewardAssignmentView> {
    assertAdmin(actor);
    const input = parseOrThrow(assignStewardSchema, body);
    const [championship] = await this.deps.competitions.championships([input.campeonato]);
    if (!championship) throw new ValidationError(REPORT_MSG.championshipNotFound, { campeonato: REPORT_MSG.championshipNotFound });
    const account = await this.deps.accounts.find(input.comisario);
    if (!account) throw new NotFoundError(REPORT_MSG.stewardNotFound, 'STEWARD_NOT_FOUND');
    if ((await this.deps.accounts.roleOf(account.id)) !== 'comisario') throw new ValidationError(REPORT_MSG.notASteward, { comisario: REPORT_MSG.notASteward });
    const createdAt = this.deps.clock.now().toISOString();
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.assignments.assign({ campeonatoId: championship.id, userId: account.id, asignadoPor: actor.id, createdAt }, trx))) {
        throw new ConflictError('ALREADY_STEWARD', REPORT_MSG.alreadySteward);
      }
      const objeto = { tipo: 'campeonato', id: championship.id, nombre: championship.nombreCampeonato };
      await this.deps.audit.record(staffChange(actor, 'comisario.asignado', objeto, null, { comisario: account.id }), trx);
    });
    return {
      campeonato: { id: championship.id, nombreCampeonato: championship.nombreCampeonato },
      comisario: { id: account.id, nombre: account.nombre, apellido: account.apellido, username: null },
      asignadoEn: createdAt,
    };
  }
}
