import type { SecuritySummary } from '../../../contracts/account-security.views.js';
import type { Clock } from '../../../platform/clock.js';
import { userNotFound } from '../domain/identity.errors.js';
import { staffFactorState } from '../domain/second-factor-rule.js';
import type { Actor } from '../domain/user.entity.js';
import type { PasskeyRepository } from './ports/passkeys.port.js';
import type { SecondFactorRepository } from './ports/second-factor.port.js';
import type { UserRepository } from './ports/user.repository.port.js';

/** The account's factors, and for staff whether one is required and until when it may wait. */
export class GetSecuritySummary {
  constructor(private readonly deps: { users: UserRepository; factors: SecondFactorRepository; passkeys: PasskeyRepository; clock: Clock }) {}

  async execute(actor: Actor): Promise<SecuritySummary> {
    const user = await this.deps.users.findById(actor.id);
    if (!user || user.deletedAt) throw userNotFound();
    const [totp, passkeys, codes] = await Promise.all([
      this.deps.factors.totpOf(actor.id),
      this.deps.passkeys.listOf(actor.id),
      this.deps.factors.unusedRecoveryCodes(actor.id),
    ]);
    const app = Boolean(totp?.confirmedAt);
    const segundoFactor = app || passkeys.length > 0;
    return { app, llaves: passkeys.length, codigosRestantes: segundoFactor ? codes.length : 0, segundoFactor, ...staffFactorState(user, segundoFactor, this.deps.clock.now()) };
  }
}
