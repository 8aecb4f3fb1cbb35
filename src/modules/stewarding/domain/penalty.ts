// The types a report, its panel's votes and an appeal share: a penalty's kind and a penalty as voted
// or decided. One file the three import, so none of them imports another for these.

/** A time penalty, positions lost, championship points deducted, disqualification, or a warning only. */
export type PenaltyType = 'tiempo' | 'posiciones' | 'puntos' | 'descalificacion' | 'advertencia';

/** The penalty a vote asks for (a warning carries licence points only). */
export interface VotedPenalty {
  tipo: PenaltyType;
  segundos: number | null;
  posiciones: number | null;
  puntos: number | null;
  puntosLicencia: number;
  sesion: number | null;
  evento: string | null;
}
