import { panelSettingsSchema, REPORT_MSG } from '../../../contracts/stewarding.contract.js';
import type { PanelSettingsView } from '../../../contracts/stewarding.views.js';
import type { Clock } from '../../../platform/clock.js';
import { NotFoundError } from '../../../platform/errors.js';
import { parseOrThrow } from '../../../platform/validation.js';
import { assertAdmin, type Actor } from '../../identity/index.js';
import type { PanelSettings } from '../domain/panel.js';
import { toPanelSettingsView } from './get-panel-settings.use-case.js';
import type { CompetitionDirectory } from './ports/competition-directory.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';

/**
 * PUT /api/reportes/ajustes/{campeonatoId} (admin): how many stewards decide each report (1, 3 or 5),
 * whether the public log names them, and the penalty categories with their defaults. A report already
 * being voted keeps counting to the size it is read with when its last vote comes.
 */
export class UpdatePanelSettings {
  constructor(private readonly deps: { panels: PanelSettingsStore; competitions: CompetitionDirectory; clock: Clock }) {}

  async execute(actor: Actor, campeonatoId: string, body: unknown): Promise<PanelSettingsView> {
    assertAdmin(actor);
    const input = parseOrThrow(panelSettingsSchema, body);
    const [championship] = await this.deps.competitions.championships([campeonatoId]);
    if (!championship) throw new NotFoundError(REPORT_MSG.championshipNotFound, 'CHAMPIONSHIP_NOT_FOUND');
    const settings: PanelSettings = {
      campeonatoId,
      comisariosPorReporte: input.comisariosPorReporte,
      nombresVisibles: input.nombresVisibles,
      horasApelacion: input.horasApelacion,
      umbralesLicencia: input.umbralesLicencia,
      caducidadCarreras: input.caducidadCarreras,
      categorias: input.categorias.map((c) => ({
        nombre: c.nombre,
        tipo: c.tipo as PanelSettings['categorias'][number]['tipo'],
        segundos: c.segundos,
        posiciones: c.posiciones,
        puntos: c.puntos,
        puntosLicencia: c.puntosLicencia,
      })),
    };
    await this.deps.panels.save(settings, this.deps.clock.now().toISOString());
    return toPanelSettingsView(championship, settings);
  }
}
