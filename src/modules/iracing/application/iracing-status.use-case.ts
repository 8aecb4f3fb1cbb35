import type { IracingStatusAnswer } from '../../../contracts/iracing.contract.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { IracingSwitch } from './switched-api.js';
import type { SyncLedger } from './ports/iracing-store.port.js';
import type { SeasonChampionships } from './ports/other-modules.port.js';

/**
 * The dashboard's line: the last sync, and every championship whose sync is failing, with why. It
 * reads the newest pass and the failing states only, then the names of those championships: never
 * every championship nor every sync state (docs/adr/0071).
 */
export class GetIracingStatus {
  constructor(private readonly deps: { ledger: SyncLedger; championships: SeasonChampionships; configured(): Promise<boolean>; iracing?: IracingSwitch }) {}

  async execute(actor: Actor): Promise<IracingStatusAnswer> {
    assertAdmin(actor);
    const [configurado, last, failing] = await Promise.all([this.deps.configured(), this.deps.ledger.lastSyncAt(), this.deps.ledger.failing()]);
    // A championship whose league or season was removed after it failed is no longer shown.
    const linked = await this.deps.championships.linkedAmong(failing.map((s) => s.campeonatoId));
    const names = new Map(linked.map((c) => [c.id, c.nombreCampeonato]));
    const fallos = failing
      .filter((s) => s.lastError !== null && names.has(s.campeonatoId))
      .map((s) => ({ campeonatoId: s.campeonatoId, nombreCampeonato: names.get(s.campeonatoId)!, desde: s.failingSince ?? s.lastSyncAt ?? '', motivo: s.lastError! }))
      .sort((a, b) => a.desde.localeCompare(b.desde));
    const desactivado = this.deps.iracing ? !(await this.deps.iracing.iracingOn()) : false;
    return { configurado, desactivado, ultimaSincronizacion: last, fallos };
  }
}
