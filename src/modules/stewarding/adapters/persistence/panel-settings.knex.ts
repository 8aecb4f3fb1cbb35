import type { Knex } from 'knex';
import { toBool, toNumber } from '../../../../platform/database/rows.js';
import { db, type Transaction } from '../../../../platform/transactions.js';
import type { PanelSettingsStore } from '../../application/ports/panel-settings.port.js';
import type { LicenceThreshold } from '../../domain/licence.js';
import type { PanelSettings, PenaltyCategory } from '../../domain/panel.js';

const SETTINGS = 'stewarding_settings';

function parseThresholds(value: unknown): LicenceThreshold[] {
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? (parsed as LicenceThreshold[]) : [];
  } catch {
    return [];
  }
}

function toSettings(row: Record<string, unknown>): PanelSettings {
  let categorias: PenaltyCategory[] = [];
  try {
    const parsed = JSON.parse(String(row.categorias ?? '[]'));
    if (Array.isArray(parsed)) categorias = parsed as PenaltyCategory[];
  } catch {
    categorias = [];
  }
  return { campeonatoId: String(row.campeonatoId), comisariosPorReporte: toNumber(row.comisariosPorReporte) as PanelSettings['comisariosPorReporte'], nombresVisibles: toBool(row.nombresVisibles), horasApelacion: toNumber(row.horasApelacion ?? 48),
    umbralesLicencia: parseThresholds(row.umbralesLicencia),
    caducidadCarreras: row.caducidadCarreras === null || row.caducidadCarreras === undefined ? null : toNumber(row.caducidadCarreras),
    categorias,
  };
}

export class KnexPanelSettings implements PanelSettingsStore {
  constructor(private readonly knex: Knex) {}

  async find(campeonatoId: string, trx?: Transaction): Promise<PanelSettings | null> {
    const row = await db(this.knex, trx)(SETTINGS).where({ campeonatoId }).first();
    return row ? toSettings(row) : null;
  }

  async findMany(campeonatoIds: readonly string[]): Promise<PanelSettings[]> {
    if (campeonatoIds.length === 0) return [];
    return (await this.knex(SETTINGS).whereIn('campeonatoId', [...campeonatoIds])).map(toSettings);
  }

  async save(settings: PanelSettings, at: string, trx?: Transaction): Promise<void> {
    const row = { ...settings, categorias: JSON.stringify(settings.categorias), umbralesLicencia: JSON.stringify(settings.umbralesLicencia), updatedAt: at };
    await db(this.knex, trx)(SETTINGS).insert(row).onConflict('campeonatoId').merge(['comisariosPorReporte', 'nombresVisibles', 'horasApelacion', 'umbralesLicencia', 'caducidadCarreras', 'categorias', 'updatedAt']);
  }
}
