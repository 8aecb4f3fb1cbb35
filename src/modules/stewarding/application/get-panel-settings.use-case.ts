import { REPORT_MSG } from '../../../contracts/stewarding.messages.js';
import type { PanelSettingsView } from '../../../contracts/stewarding.views.js';
import { NotFoundError } from '../../../platform/errors.js';
import type { Actor } from '../../identity/index.js';
import type { PanelSettings } from '../domain/panel.js';
import { settingsOf } from './panel-settings.js';
import type { CompetitionChampionship, CompetitionDirectory } from './ports/competition-directory.port.js';
import type { PanelSettingsStore } from './ports/panel-settings.port.js';
import type { StewardAssignments } from './ports/steward-assignments.port.js';
import { assertMayJudgeChampionship, stewardScope } from './steward-rules.js';

export function toPanelSettingsView(championship: CompetitionChampionship, s: PanelSettings): PanelSettingsView {
  return {
    campeonato: { id: championship.id, nombreCampeonato: championship.nombreCampeonato },
    comisariosPorReporte: s.comisariosPorReporte,
    nombresVisibles: s.nombresVisibles,
    horasApelacion: s.horasApelacion,
    umbralesLicencia: s.umbralesLicencia.map((t) => ({ ...t })),
    caducidadCarreras: s.caducidadCarreras,
    categorias: s.categorias.map((c) => ({ ...c })),
  };
}

/** GET /api/reportes/ajustes/{campeonatoId} (its stewards and admins): panel size, names in the log, penalty categories. */
export class GetPanelSettings {
  constructor(private readonly deps: { panels: PanelSettingsStore; competitions: CompetitionDirectory; assignments: StewardAssignments }) {}

  async execute(actor: Actor, campeonatoId: string): Promise<PanelSettingsView> {
    assertMayJudgeChampionship(await stewardScope(actor, this.deps.assignments), campeonatoId);
    const [championship] = await this.deps.competitions.championships([campeonatoId]);
    if (!championship) throw new NotFoundError(REPORT_MSG.championshipNotFound, 'CHAMPIONSHIP_NOT_FOUND');
    return toPanelSettingsView(championship, await settingsOf(this.deps.panels, campeonatoId));
  }
}
