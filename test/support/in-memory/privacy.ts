import { VOLUNTARY_PURPOSES, type VoluntaryPurpose } from '../../../src/contracts/privacy.messages.js';
import { ConsentAlreadyRecorded, NoticeVersionTaken, type ChoiceRepository, type ConsentRepository, type NoticeRepository, type PrivacySettings, type PrivacySettingsStore } from '../../../src/modules/privacy/application/ports/privacy.ports.js';
import type { ConsentRecord, PrivacyNotice } from '../../../src/modules/privacy/domain/notice.js';
import type { FullNameChoices, SignUpConsents } from '../../../src/modules/identity/application/ports/privacy-consents.port.js';
import { MemoryTable, type Snapshottable } from './transactions.js';

/** The notice's versions in memory, the first published as the migration does. */
export class MemoryNotices implements NoticeRepository, Snapshottable {
  versions: PrivacyNotice[] = [{ version: 1, markdown: '# Aviso\n\n{{responsable}}, {{domicilio}}, {{correo}}', purposes: [...VOLUNTARY_PURPOSES], publishedAt: '2026-11-29T18:00:00.000Z' }];
  snapshot() {
    const copy = structuredClone(this.versions);
    return () => void (this.versions = copy);
  }
  async current() {
    return structuredClone(this.versions[this.versions.length - 1]);
  }
  async all() {
    return structuredClone(this.versions);
  }
  async insert(notice: PrivacyNotice) {
    if (this.versions.some((v) => v.version === notice.version)) throw new NoticeVersionTaken();
    this.versions.push(structuredClone(notice));
  }
}

export class MemoryConsents extends MemoryTable<ConsentRecord> implements ConsentRepository {
  async historyOf(userId: string) {
    return this.all()
      .filter((r) => r.userId === userId)
      .sort((a, b) => a.acceptedAt.localeCompare(b.acceptedAt) || a.noticeVersion - b.noticeVersion);
  }
  async insert(record: ConsentRecord) {
    if (this.all().some((r) => r.userId === record.userId && r.noticeVersion === record.noticeVersion)) throw new ConsentAlreadyRecorded();
    this.rows.set(record.id, structuredClone(record));
  }
}

export class MemoryChoices implements ChoiceRepository, Snapshottable {
  rows = new Map<string, boolean>();
  snapshot() {
    const copy = new Map(this.rows);
    return () => void (this.rows = copy);
  }
  async of(userId: string) {
    return Object.fromEntries(VOLUNTARY_PURPOSES.map((p) => [p, this.rows.get(`${userId}:${p}`) ?? false])) as Record<VoluntaryPurpose, boolean>;
  }
  async set(userId: string, choices: Partial<Record<VoluntaryPurpose, boolean>>) {
    for (const p of VOLUNTARY_PURPOSES) if (choices[p] !== undefined) this.rows.set(`${userId}:${p}`, choices[p]!);
  }
  async grantedAmong(userIds: readonly string[], purpose: VoluntaryPurpose) {
    return new Set(userIds.filter((id) => this.rows.get(`${id}:${purpose}`) === true));
  }
}

export class MemoryPrivacySettings implements PrivacySettingsStore {
  saved: Partial<PrivacySettings> = {};
  async get() {
    return structuredClone(this.saved);
  }
  async put(settings: PrivacySettings) {
    this.saved = structuredClone(settings);
  }
}

/** Identity's ports over privacy, in memory: who accepted the notice at sign-up, and who allowed his full name. */
export class MemorySignUpConsents implements SignUpConsents {
  recorded: Array<{ userId: string; via: 'registro' | 'google'; correosNovedades: boolean }> = [];
  async record(userId: string, via: 'registro' | 'google', _trx?: unknown, options: { correosNovedades?: boolean } = {}) {
    this.recorded.push({ userId, via, correosNovedades: options.correosNovedades === true });
  }
}

export class MemoryFullNameChoices implements FullNameChoices {
  constructor(readonly allowed = new Set<string>()) {}
  async allowedAmong(userIds: readonly string[]) {
    return new Set(userIds.filter((id) => this.allowed.has(id)));
  }
}
