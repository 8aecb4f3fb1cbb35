import type { Clock } from '../../../platform/clock.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { TransactionRunner } from '../../../platform/transactions.js';
import { registerRequestSchema, type RegisterRequest } from '../../../contracts/identity.contract.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { emailTaken } from '../domain/identity.errors.js';
import { normaliseEmail } from '../domain/user.entity.js';
import { buildNewUser } from './new-user.js';
import type { PasswordHasher } from './ports/password-hasher.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import { toUserView, type UserView } from './user-view.js';

export class RegisterUser {
  constructor(
    private readonly deps: { users: UserRepository; hasher: PasswordHasher; clock: Clock; newId: IdGenerator; tx: TransactionRunner },
  ) {}

  async execute(raw: RegisterRequest): Promise<UserView> {
    const input = parseOrThrow(registerRequestSchema, raw);
    const passwordHash = await this.deps.hasher.hash(input.password);
    return this.deps.tx.run(async (trx) => {
      if (await this.deps.users.findByEmail(normaliseEmail(input.email), trx)) throw emailTaken();
      const user = await buildNewUser(this.deps, { ...input, passwordHash }, trx);
      await this.deps.users.insert(user, trx);
      return toUserView(user);
    });
  }
}
