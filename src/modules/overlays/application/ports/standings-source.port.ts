import type { StandingsAnswer } from '../../../../contracts/standings.views.js';

/** Port filled by the composition root: a championship's public standings, each line's position after every round. */
export interface StandingsSource {
  evolution(campeonatoId: string): Promise<StandingsAnswer>;
}

/** Port filled by the composition root: a championship's public name (null when there is none to show). */
export interface ChampionshipNames {
  nameOf(campeonatoId: string): Promise<string | null>;
}

/** Port filled by the composition root: a championship's colour on the stream ('#rrggbb'), null when it has none or there is no such championship. */
export interface ChampionshipBranding {
  colorOf(campeonatoId: string): Promise<string | null>;
}
