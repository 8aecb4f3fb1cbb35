import { z } from 'zod';
import { MSG, personName } from '../../../contracts/identity.contract.js';
import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { normaliseEmail } from '../domain/user.entity.js';
import { insertNewUser } from './new-user.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toUserView, type UserView } from './user-view.js';
import { graceFrom, isStaff } from '../domain/second-factor-rule.js';
import type { SessionRevocation } from './sessions.use-case.js';

const schema = z.object({
  email: z.string().trim().pipe(z.email(MSG.emailInvalid)),
  password: z.string().min(6, MSG.passwordMin).max(128, MSG.passwordMax),
  nombre: personName.default('Admin'),
  apellido: personName.default('Parrilla'),
  superadmin: z.boolean().default(false),
});

/**
 * The CLI's way to make an administrator (the only way to make a superadmin). An existing account
 * with that e-mail is promoted and given the password; otherwise a new one is created.
 */
export class CreateAdmin {
  constructor(
    private readonly deps: { users: UserRepository; hasher: PasswordHasher; clock: Clock; newId: IdGenerator; tx: TransactionRunner; revocation: SessionRevocation },
  ) {}

  async execute(raw: z.input<typeof schema>): Promise<{ user: UserView; created: boolean }> {
    const input = parseOrThrow(schema, raw);
    const rol = input.superadmin ? 'superadmin' : 'admin';
    const passwordHash = await this.deps.hasher.hash(input.password);
    return this.deps.tx.run(async (trx) => {
      const existing = await this.deps.users.findByEmail(normaliseEmail(input.email), trx);
      if (existing) {
        const now = this.deps.clock.now().toISOString();
        // Made staff now: seven days to add a second factor (docs/adr/0046); already staff keeps its date.
        const segundoFactorPlazo = isStaff(existing) ? (existing.segundoFactorPlazo ?? graceFrom(this.deps.clock.now())) : graceFrom(this.deps.clock.now());
        const patch = { rol, passwordHash, suspendido: false, tokenVersion: existing.tokenVersion + 1, updatedAt: now, segundoFactorPlazo } as const;
        await this.deps.users.update(existing.id, patch, trx);
        await this.deps.revocation.revoke({ userId: existing.id, exceptId: null }, 'cuenta-promovida-desde-la-consola', { id: 'console' }, trx);
        return { user: toUserView({ ...existing, ...patch }), created: false };
      }
      const user = await insertNewUser(this.deps, { ...input, passwordHash, rol, segundoFactorPlazo: graceFrom(this.deps.clock.now()) }, trx);
      return { user: toUserView(user), created: true };
    });
  }
}
