import type { PanelSize } from '../../../contracts/stewarding.messages.js';
import { defaultPanelSettings, type PanelSettings } from '../domain/panel.js';
import type { StoredReport } from '../domain/report.entity.js';
import type { Transaction } from '../../../platform/transactions.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { PanelContext } from './report-views.js';
import type { StewardScope } from './steward-rules.js';

/** A championship's panel settings, the defaults when it has none stored. */
export async function settingsOf(store: PanelSettingsStore, campeonatoId: string, trx?: Transaction): Promise<PanelSettings> {
  return (await store.find(campeonatoId, trx)) ?? defaultPanelSettings(campeonatoId);
}

/** The panel context of these reports seen by `scope` (null: a driver or a visitor). */
export async function panelContext(store: PanelSettingsStore, reports: readonly StoredReport[], scope: StewardScope | null, detail: boolean): Promise<PanelContext> {
  const stored = await store.findMany([...new Set(reports.map((r) => r.campeonatoId))]);
  const sizes = new Map<string, PanelSize>(stored.map((s) => [s.campeonatoId, s.comisariosPorReporte]));
  const hours = new Map<string, number>(stored.map((s) => [s.campeonatoId, s.horasApelacion]));
  const viewer = scope === null ? null : { id: scope.stewardId, todos: scope.todos };
  return { sizeOf: (id) => sizes.get(id) ?? 1, appealHoursOf: (id) => hours.get(id) ?? 48, viewer, detail };
}
