import type { ComponentType } from 'react';
import type { AnalysisKey } from '../../api/get-analysis';
import type { AnalysisProps } from './analysis-panel';
import { BestLaps } from './best-laps';
import { ClassStandingsView } from './class-standings';
import { DriverPerformanceView } from './driver-performance';
import { HardChargers } from './hard-chargers';
import { IncidentRanking } from './incident-ranking';
import { IncidentRatioRanking } from './incident-ratio-ranking';
import { LapsLedRanking } from './laps-led-ranking';
import { QualyVsRace } from './qualy-vs-race';
import { RatingChanges } from './rating-changes';

/** The nine analyses of the analyzer, in the order of their buttons, each with its view. */
export const ANALYSES: { key: AnalysisKey; label: string; View: ComponentType<AnalysisProps> }[] = [
  { key: 'bestlaps', label: 'Mejores vueltas', View: BestLaps },
  { key: 'hardchargers', label: 'Más posiciones ganadas', View: HardChargers },
  { key: 'qualy-vs-race', label: 'Clasificación vs. carrera', View: QualyVsRace },
  { key: 'incident-ranking', label: 'Ranking de incidentes', View: IncidentRanking },
  { key: 'incident-ratio-ranking', label: 'Incidentes por vuelta (carrera)', View: IncidentRatioRanking },
  { key: 'laps-led-ranking', label: 'Vueltas lideradas', View: LapsLedRanking },
  { key: 'driver-performance', label: 'Rendimiento del piloto', View: DriverPerformanceView },
  { key: 'class-standings', label: 'Posiciones por clase', View: ClassStandingsView },
  { key: 'rating-changes', label: 'Cambios de rating', View: RatingChanges },
];

export const analysisOf = (key: AnalysisKey) => ANALYSES.find((a) => a.key === key)!;
