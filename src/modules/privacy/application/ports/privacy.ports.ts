import type { Processor, VoluntaryPurpose } from '../../../../contracts/privacy.messages.js';
import type { Transaction } from '../../../../platform/transactions.js';
import type { ConsentRecord, LeagueIdentity, PrivacyNotice } from '../../domain/notice.js';

/** Port: the notice's versions. */
export interface NoticeRepository {
  /** The newest version (the migration publishes the first). */
  current(trx?: Transaction): Promise<PrivacyNotice>;
  all(trx?: Transaction): Promise<PrivacyNotice[]>;
  /** Stores a new version; throws NoticeVersionTaken when another was stored under that number meanwhile. */
  insert(notice: PrivacyNotice, trx?: Transaction): Promise<void>;
}

export class NoticeVersionTaken extends Error {}

/** Port: the answers each person gave, oldest first. */
export interface ConsentRepository {
  historyOf(userId: string, trx?: Transaction): Promise<ConsentRecord[]>;
  /** Throws ConsentAlreadyRecorded when the person already answered that version (one answer per version). */
  insert(record: ConsentRecord, trx?: Transaction): Promise<void>;
}

export class ConsentAlreadyRecorded extends Error {}

/** Port: each person's current choice per voluntary purpose (no row: off). */
export interface ChoiceRepository {
  of(userId: string, trx?: Transaction): Promise<Record<VoluntaryPurpose, boolean>>;
  set(userId: string, choices: Partial<Record<VoluntaryPurpose, boolean>>, at: string, trx?: Transaction): Promise<void>;
  /** Which of these people allowed the purpose. */
  grantedAmong(userIds: readonly string[], purpose: VoluntaryPurpose): Promise<Set<string>>;
}

export interface PrivacySettings extends LeagueIdentity {
  encargadosDesactivados: Processor[];
}

/** Port: the league's identity and the processors it does not use. */
export interface PrivacySettingsStore {
  get(trx?: Transaction): Promise<Partial<PrivacySettings>>;
  put(settings: PrivacySettings, at: string, trx?: Transaction): Promise<void>;
}
