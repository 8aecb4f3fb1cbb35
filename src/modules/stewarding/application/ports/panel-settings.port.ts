import type { PanelSettings } from '../../domain/panel.js';

/** Port: each championship's panel settings (none stored: the defaults). */
export interface PanelSettingsStore {
  find(campeonatoId: string): Promise<PanelSettings | null>;
  findMany(campeonatoIds: readonly string[]): Promise<PanelSettings[]>;
  save(settings: PanelSettings, at: string): Promise<void>;
}
