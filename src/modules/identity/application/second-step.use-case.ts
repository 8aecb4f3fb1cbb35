import { secondStepRequestSchema, type SecondStepRequest } from '../../../contracts/account-security.contract.js';
import type { SignInAnswer } from '../../../contracts/account-security.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ValidationError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { User } from '../domain/user.entity.js';
import { issueSession, type IssueSessionDeps, type SignInClient, type SignInMethod } from './issue-session.js';
import type { AuthSession as Session } from '../../../contracts/identity.views.js';
import type { ChallengeStore } from './ports/passkeys.port.js';
import type { UserRepository } from './ports/user.repository.port.js';
import type { SecondFactorCheck } from './second-factor-check.js';

/** How long the second step of a sign-in may wait for its code. */
export const SECOND_STEP_TTL_MS = 5 * 60_000;

export const secondStepExpired = () =>
  new ValidationError('El inicio de sesión expiró o ya se completó. Vuelve a escribir tu correo y contraseña.', { desafio: 'El inicio de sesión expiró' });

/**
 * What a first factor (password, Google) leads to: the session when the account has no second factor,
 * else a challenge for the second step and no session. Nothing that signs in may skip this.
 */
export async function sessionOrSecondStep(
  deps: IssueSessionDeps & { secondFactor: SecondFactorCheck; challenges: ChallengeStore; clock: Clock; newId: IdGenerator },
  user: User,
  client: SignInClient | string,
  metodo: SignInMethod,
): Promise<SignInAnswer> {
  const metodos = await deps.secondFactor.methodsOf(user.id);
  if (metodos.length === 0) return issueSession(deps, user, client, metodo);
  const now = deps.clock.now();
  const id = deps.newId();
  const expiresAt = now.getTime() + SECOND_STEP_TTL_MS;
  await deps.challenges.put({ id, purpose: 'segundo-paso', userId: user.id, challenge: null, expiresAt, createdAt: now.toISOString() }, now.getTime());
  return { segundoPaso: { desafio: id, metodos, expiraEl: new Date(expiresAt).toISOString() } };
}

/**
 * The second step of a sign-in: the challenge the first step gave (still open), then a code of the app or
 * a recovery code (five wrong ones lock it for 15 minutes). The challenge is taken once the code is right,
 * so it never issues two sessions; only then is the session issued.
 */
export class CompleteSecondStep {
  constructor(
    private readonly deps: IssueSessionDeps & {
      users: UserRepository;
      challenges: ChallengeStore;
      secondFactor: SecondFactorCheck;
    },
  ) {}

  async execute(raw: SecondStepRequest, client: SignInClient | string): Promise<Session> {
    const input = parseOrThrow(secondStepRequestSchema, raw);
    const open = await this.deps.challenges.peek(input.desafio, 'segundo-paso', this.deps.clock.now().getTime());
    if (!open?.userId) throw secondStepExpired();
    await this.deps.secondFactor.verifyCode(open.userId, input.codigo);
    const taken = await this.deps.challenges.take(input.desafio, 'segundo-paso', this.deps.clock.now().getTime());
    if (!taken) throw secondStepExpired();
    const user = await this.deps.users.findById(open.userId);
    if (!user || user.deletedAt) throw secondStepExpired();
    return issueSession(this.deps, user, client, 'segundo paso');
  }
}
