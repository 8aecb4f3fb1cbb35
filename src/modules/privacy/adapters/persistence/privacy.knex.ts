import type { Knex } from 'knex';
import { PROCESSORS, VOLUNTARY_PURPOSES, type ConsentWay, type Processor, type VoluntaryPurpose } from '../../../../contracts/privacy.messages.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import { ConsentAlreadyRecorded, NoticeVersionTaken, type ChoiceRepository, type ConsentRepository, type NoticeRepository, type PrivacySettings, type PrivacySettingsStore } from '../../application/ports/privacy.ports.js';
import { FIRST_NOTICE } from '../../domain/first-notice.js';
import type { ConsentRecord, PrivacyNotice } from '../../domain/notice.js';

const NOTICES = 'privacy_notices';
const CONSENTS = 'privacy_consents';
const CHOICES = 'privacy_choices';
const SETTINGS = 'privacy_settings';

const purposesOf = (text: unknown): VoluntaryPurpose[] => {
  const list: unknown = JSON.parse(String(text ?? '[]'));
  return VOLUNTARY_PURPOSES.filter((p) => Array.isArray(list) && list.includes(p));
};
const toBool = (v: unknown) => v === true || v === 1 || v === '1';
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
};

const toNotice = (r: Record<string, unknown>): PrivacyNotice => ({ version: Number(r.version), markdown: String(r.markdown), purposes: purposesOf(r.purposes), publishedAt: String(r.publishedAt) });

export class KnexNoticeRepository implements NoticeRepository {
  constructor(private readonly knex: Knex) {}

  async current(trx?: Transaction): Promise<PrivacyNotice> {
    const row = (await db(this.knex, trx)(NOTICES).orderBy('version', 'desc').first()) as Record<string, unknown> | undefined;
    return row ? toNotice(row) : structuredClone(FIRST_NOTICE);
  }

  async all(trx?: Transaction): Promise<PrivacyNotice[]> {
    const stored = ((await db(this.knex, trx)(NOTICES).orderBy('version', 'asc')) as Record<string, unknown>[]).map(toNotice);
    return stored.some((n) => n.version === FIRST_NOTICE.version) ? stored : [structuredClone(FIRST_NOTICE), ...stored];
  }

  async insert(notice: PrivacyNotice, trx?: Transaction): Promise<void> {
    try {
      await db(this.knex, trx)(NOTICES).insert({ ...notice, purposes: JSON.stringify(notice.purposes) });
    } catch (err) {
      if (isUniqueViolation(err)) throw new NoticeVersionTaken();
      throw err;
    }
  }
}

export class KnexConsentRepository implements ConsentRepository {
  constructor(private readonly knex: Knex) {}

  async historyOf(userId: string, trx?: Transaction): Promise<ConsentRecord[]> {
    const rows = (await db(this.knex, trx)(CONSENTS).where({ userId }).orderBy([{ column: 'acceptedAt' }, { column: 'noticeVersion' }, { column: 'id' }])) as Record<string, unknown>[];
    return rows.map((r) => ({
      id: String(r.id),
      userId: String(r.userId),
      noticeVersion: Number(r.noticeVersion),
      acceptedAt: String(r.acceptedAt),
      via: String(r.via) as ConsentWay,
      accepted: toBool(r.accepted),
      purposes: purposesOf(r.purposes),
    }));
  }

  async insert(record: ConsentRecord, trx?: Transaction): Promise<void> {
    try {
      await db(this.knex, trx)(CONSENTS).insert({ ...record, purposes: JSON.stringify(record.purposes) });
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConsentAlreadyRecorded();
      throw err;
    }
  }
}

export class KnexChoiceRepository implements ChoiceRepository {
  constructor(private readonly knex: Knex) {}

  async of(userId: string, trx?: Transaction): Promise<Record<VoluntaryPurpose, boolean>> {
    const rows = (await db(this.knex, trx)(CHOICES).where({ userId }).select('purpose', 'granted')) as Array<{ purpose: string; granted: unknown }>;
    const granted = new Set(rows.filter((r) => toBool(r.granted)).map((r) => r.purpose));
    return Object.fromEntries(VOLUNTARY_PURPOSES.map((p) => [p, granted.has(p)])) as Record<VoluntaryPurpose, boolean>;
  }

  async set(userId: string, choices: Partial<Record<VoluntaryPurpose, boolean>>, at: string, trx?: Transaction): Promise<void> {
    const rows = VOLUNTARY_PURPOSES.filter((p) => choices[p] !== undefined).map((purpose) => ({ userId, purpose, granted: choices[purpose]!, updatedAt: at }));
    if (rows.length === 0) return;
    await db(this.knex, trx)(CHOICES).insert(rows).onConflict(['userId', 'purpose']).merge(['granted', 'updatedAt']);
  }

  async grantedAmong(userIds: readonly string[], purpose: VoluntaryPurpose): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < userIds.length; i += 500) {
      const rows = (await this.knex(CHOICES).whereIn('userId', userIds.slice(i, i + 500)).andWhere({ purpose, granted: true }).select('userId')) as Array<{ userId: string }>;
      for (const r of rows) found.add(r.userId);
    }
    return found;
  }
}

const KEYS = { nombre: 'liga.nombre', domicilio: 'liga.domicilio', correo: 'liga.correo', encargadosDesactivados: 'encargados.desactivados' } as const;

export class KnexPrivacySettingsStore implements PrivacySettingsStore {
  constructor(private readonly knex: Knex) {}

  async get(trx?: Transaction): Promise<Partial<PrivacySettings>> {
    const rows = (await db(this.knex, trx)(SETTINGS).select('clave', 'valor')) as Array<{ clave: string; valor: string }>;
    const value = new Map(rows.map((r) => [r.clave, r.valor]));
    const off = value.get(KEYS.encargadosDesactivados);
    return {
      ...(value.has(KEYS.nombre) ? { nombre: value.get(KEYS.nombre)! } : {}),
      ...(value.has(KEYS.domicilio) ? { domicilio: value.get(KEYS.domicilio)! } : {}),
      ...(value.has(KEYS.correo) ? { correo: value.get(KEYS.correo)! } : {}),
      ...(off !== undefined ? { encargadosDesactivados: PROCESSORS.filter((p) => (JSON.parse(off) as Processor[]).includes(p)) } : {}),
    };
  }

  async put(settings: PrivacySettings, at: string, trx?: Transaction): Promise<void> {
    const rows = [
      { clave: KEYS.nombre, valor: settings.nombre, updatedAt: at },
      { clave: KEYS.domicilio, valor: settings.domicilio, updatedAt: at },
      { clave: KEYS.correo, valor: settings.correo, updatedAt: at },
      { clave: KEYS.encargadosDesactivados, valor: JSON.stringify(settings.encargadosDesactivados), updatedAt: at },
    ];
    await db(this.knex, trx)(SETTINGS).insert(rows).onConflict('clave').merge(['valor', 'updatedAt']);
  }
}
