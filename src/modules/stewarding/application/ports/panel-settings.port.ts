import type { Transaction } from '../../../../platform/transactions.js';
import type { PanelSettings } from '../../domain/panel.js';

/** Port: each championship's panel settings (none stored: the defaults). */
export interface PanelSettingsStore {
  /** Inside `trx` when given: what a vote's or a change's transaction decides with. */
  find(campeonatoId: string, trx?: Transaction): Promise<PanelSettings | null>;
  findMany(campeonatoIds: readonly string[]): Promise<PanelSettings[]>;
  save(settings: PanelSettings, at: string, trx?: Transaction): Promise<void>;
}
