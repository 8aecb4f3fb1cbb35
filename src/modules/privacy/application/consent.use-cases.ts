import { consentAnswerSchema, PRIVACY_MSG, privacyChoicesSchema, VOLUNTARY_PURPOSES, type ConsentWay, type VoluntaryPurpose } from '../../../contracts/privacy.contract.js';
import type { MyPrivacyView, PendingConsentView } from '../../../contracts/privacy.views.js';
import type { Clock } from '../../../platform/clock.js';
import { ConflictError } from '../../../platform/errors.js';
import type { IdGenerator } from '../../../platform/ids.js';
import type { Transaction, TransactionRunner } from '../../../platform/transactions.js';
import { parseOrThrow } from '../../../platform/validation.js';
import type { Actor } from '../../identity/index.js';
import { choicesOfAnswer, consentNeeded } from '../domain/notice.js';
import { ConsentAlreadyRecorded, type ChoiceRepository, type ConsentRepository, type NoticeRepository } from './ports/privacy.ports.js';

type ConsentDeps = { notices: NoticeRepository; consents: ConsentRepository; choices: ChoiceRepository; clock: Clock; newId: IdGenerator };

/**
 * Offered to identity: a new account accepted the notice in force, in the registration's transaction,
 * with the necessary purposes and, when ticked on the form, the news e-mails (every other voluntary
 * purpose starts off).
 */
export class RecordSignUpConsent {
  constructor(private readonly deps: ConsentDeps) {}

  async record(userId: string, via: Extract<ConsentWay, 'registro' | 'google'>, trx?: Transaction, options: { correosNovedades?: boolean } = {}): Promise<void> {
    const notice = await this.deps.notices.current(trx);
    const now = this.deps.clock.now().toISOString();
    // The registration form's one opt-in, off unless ticked, and only when the notice in force asks it.
    const purposes: VoluntaryPurpose[] = options.correosNovedades && notice.purposes.includes('correosNovedades') ? ['correosNovedades'] : [];
    await this.deps.consents.insert({ id: this.deps.newId(), userId, noticeVersion: notice.version, acceptedAt: now, via, accepted: true, purposes }, trx);
    if (purposes.length > 0) await this.deps.choices.set(userId, { correosNovedades: true }, now, trx);
  }
}

async function pendingFor(deps: Pick<ConsentDeps, 'notices' | 'consents'>, userId: string, trx?: Transaction) {
  // One after another: inside a transaction the queries share one connection.
  const current = await deps.notices.current(trx);
  const history = await deps.consents.historyOf(userId, trx);
  const all = await deps.notices.all(trx);
  return { current, need: consentNeeded(current, history, new Map(all.map((n) => [n.version, n.purposes]))) };
}

/** Whether the notice in force asks the signed-in person something he was never asked. */
export class GetPendingConsent {
  constructor(private readonly deps: ConsentDeps) {}

  async execute(actor: Actor): Promise<PendingConsentView> {
    const { current, need } = await pendingFor(this.deps, actor.id);
    return need.pending ? { pendiente: true, version: current.version, publicadoEl: current.publishedAt, nuevas: need.nuevas } : { pendiente: false };
  }
}

/**
 * His answer to the version in force: recorded with the purposes he allowed; refusing records the
 * refusal and leaves every new purpose off (the account keeps the necessary ones). An answer to a
 * version no longer in force, or when nothing is asked, changes nothing.
 */
export class AnswerConsent {
  constructor(private readonly deps: ConsentDeps & { tx: TransactionRunner }) {}

  async execute(actor: Actor, raw: unknown): Promise<{ message: string }> {
    const answer = parseOrThrow(consentAnswerSchema, raw);
    // The same answer sent twice at once: the second meets the first's row and finds nothing pending.
    return this.record(actor, answer).catch((err: unknown) => {
      if (err instanceof ConsentAlreadyRecorded) throw new ConflictError('NOTHING_PENDING', PRIVACY_MSG.nothingPending);
      throw err;
    });
  }

  private record(actor: Actor, answer: ReturnType<typeof consentAnswerSchema.parse>): Promise<{ message: string }> {
    return this.deps.tx.run(async (trx) => {
      const { current, need } = await pendingFor(this.deps, actor.id, trx);
      if (answer.version !== current.version) throw new ConflictError('NOTICE_CHANGED', PRIVACY_MSG.versionNotCurrent);
      if (!need.pending) throw new ConflictError('NOTHING_PENDING', PRIVACY_MSG.nothingPending);
      const now = this.deps.clock.now().toISOString();
      const granted = answer.acepta ? answer.finalidades.filter((p) => need.nuevas.includes(p)) : [];
      await this.deps.consents.insert({ id: this.deps.newId(), userId: actor.id, noticeVersion: current.version, acceptedAt: now, via: 'aviso', accepted: answer.acepta, purposes: granted }, trx);
      await this.deps.choices.set(actor.id, choicesOfAnswer(need.nuevas, answer.acepta, granted), now, trx);
      return { message: answer.acepta ? PRIVACY_MSG.accepted : PRIVACY_MSG.refused };
    });
  }
}

/** The Privacidad section of the profile: his choices and every answer he gave. */
export class GetMyPrivacy {
  constructor(private readonly deps: ConsentDeps) {}

  async execute(actor: Actor): Promise<MyPrivacyView> {
    const [preferencias, history] = await Promise.all([this.deps.choices.of(actor.id), this.deps.consents.historyOf(actor.id)]);
    return {
      preferencias,
      historial: [...history].reverse().map((r) => ({ version: r.noticeVersion, el: r.acceptedAt, via: r.via, acepto: r.accepted, finalidades: r.purposes })),
    };
  }
}

/** Turns voluntary purposes on or off (a suspended driver may too: it only narrows what the site does with his data). */
export class SaveMyChoices {
  constructor(private readonly deps: ConsentDeps) {}

  async execute(actor: Actor, raw: unknown): Promise<{ message: string; data: MyPrivacyView['preferencias'] }> {
    const changes = parseOrThrow(privacyChoicesSchema, raw);
    await this.deps.choices.set(actor.id, changes, this.deps.clock.now().toISOString());
    return { message: PRIVACY_MSG.choicesSaved, data: await this.deps.choices.of(actor.id) };
  }
}

/**
 * Offered to other modules: who among some people allowed a voluntary purpose. A purpose the notice in
 * force no longer asks for is allowed by nobody: the data is not used for what the notice does not say.
 */
export class PurposeChoices {
  constructor(private readonly deps: { choices: ChoiceRepository; notices: NoticeRepository }) {}

  async grantedAmong(userIds: readonly string[], purpose: VoluntaryPurpose): Promise<Set<string>> {
    const ids = [...new Set(userIds.filter((id) => typeof id === 'string' && id !== ''))];
    if (ids.length === 0 || !(await this.deps.notices.current()).purposes.includes(purpose)) return new Set();
    return this.deps.choices.grantedAmong(ids, purpose);
  }
}

export const NO_CHOICES: Record<VoluntaryPurpose, boolean> = Object.fromEntries(VOLUNTARY_PURPOSES.map((p) => [p, false])) as Record<VoluntaryPurpose, boolean>;
