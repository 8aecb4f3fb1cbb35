import { GATE_MSG } from '../../../contracts/entry-gates.messages.js';
import type { GateExemptionsAnswer } from '../../../contracts/entries.views.js';
import type { Clock } from '../../../platform/clock.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import { championshipNotFound, userNotFound } from '../domain/championships.errors.js';
import type { AccountDirectory } from './ports/account-directory.port.js';
import type { ChampionshipRepository } from './ports/championship.repository.port.js';
import type { GateExemptionRepository } from './ports/gate-exemption.repository.port.js';

/**
 * Admins let a named driver through a championship's licence and iRating gate (docs/adr/0037):
 * `GET|PUT|DELETE /api/campeonatos/{id}/excepciones[/{usuarioId}]`. Admin only, on the server.
 */
export class GateExemptions {
  constructor(
    private readonly deps: {
      championships: Pick<ChampionshipRepository, 'findById' | 'lockById'>;
      exemptions: GateExemptionRepository;
      accounts: AccountDirectory;
      clock: Clock;
      tx: TransactionRunner;
    },
  ) {}

  async list(actor: Actor, campeonatoId: string): Promise<GateExemptionsAnswer> {
    assertAdmin(actor);
    if (!(await this.deps.championships.findById(campeonatoId))) throw championshipNotFound();
    const usuarioIds = (await this.deps.exemptions.listFor(campeonatoId)).map((e) => e.userId);
    const pilotos = [];
    for (const id of usuarioIds) {
      const account = await this.deps.accounts.find(id);
      pilotos.push({ usuarioId: id, nombre: account ? `${account.nombre} ${account.apellido}`.trim() : 'Cuenta eliminada', email: account?.email ?? '' });
    }
    return { campeonatoId, usuarioIds, pilotos };
  }

  /** `usuario`: the driver's account id, or his e-mail address. */
  async add(actor: Actor, campeonatoId: string, usuario: string): Promise<GateExemptionsAnswer & { message: string }> {
    assertAdmin(actor);
    const account = usuario.trim() ? await this.deps.accounts.find(usuario.trim()) : null;
    if (!account) throw userNotFound();
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.championships.lockById(campeonatoId, trx))) throw championshipNotFound();
      await this.deps.exemptions.add({ campeonatoId, userId: account.id, creadaPor: actor.id, createdAt: this.deps.clock.now().toISOString() }, trx);
    });
    return { ...(await this.list(actor, campeonatoId)), message: GATE_MSG.exemptionAdded };
  }

  async remove(actor: Actor, campeonatoId: string, usuarioId: string): Promise<GateExemptionsAnswer & { message: string }> {
    assertAdmin(actor);
    await this.deps.tx.run(async (trx) => {
      if (!(await this.deps.championships.lockById(campeonatoId, trx))) throw championshipNotFound();
      await this.deps.exemptions.remove(campeonatoId, usuarioId, trx);
    });
    return { ...(await this.list(actor, campeonatoId)), message: GATE_MSG.exemptionRemoved };
  }
}
