import { gateOf, requirementsLine } from '../domain/entry-gate.js';
import type { ChampionshipView, RaceView } from '../../../contracts/championships.views.js';
import { centsToPesos, raceStartInstant, sortRaces, isEnrolmentOpen, type Championship, type Race } from '../domain/championship.entity.js';

export type { ChampionshipView, RaceView };

export function toRaceView(race: Race): RaceView {
  return {
    id: race.id,
    _id: race.id,
    campeonato: race.campeonatoId,
    circuito: race.circuito,
    imgCircuito: race.imgCircuito,
    fechaInicio: race.fechaInicio,
    horaInicio: race.horaInicio,
    inicio: raceStartInstant(race).toISOString(),
    hasPractice: race.hasPractice,
    practiceDuration: race.practiceDuration,
    hasQualy: race.hasQualy,
    qualyDuration: race.qualyDuration,
    hasRace: race.hasRace,
    raceDuration: race.raceDuration,
    incidents: race.incidents,
    clima: race.clima,
    videos: race.videos,
    estado: race.estado,
  };
}

export function toChampionshipView(championship: Championship, races: Race[], participants: string[], now: Date): ChampionshipView {
  return {
    id: championship.id,
    _id: championship.id,
    nombreCampeonato: championship.nombreCampeonato,
    categoria: championship.categoria,
    detallesCampeonato: championship.detallesCampeonato,
    reglas: championship.reglas,
    fechaInicio: championship.fechaInicio,
    fechaFin: championship.fechaFin,
    participantesMaximos: championship.participantesMaximos,
    participantesRegistrados: participants.length,
    participantes: participants,
    precio: centsToPesos(championship.precioCentavos),
    imagenPortada: championship.imagenPortada,
    premios: championship.premios,
    inscripcionAbierta: isEnrolmentOpen(championship, now),
    plazoReportesHoras: championship.plazoReportesHoras,
    horasParaAceptar: championship.horasParaAceptar,
    requiereAprobacion: championship.requiereAprobacion,
    maxPilotosPorEquipo: championship.maxPilotosPorEquipo,
    maxBajas: championship.maxBajas,
    maxAusencias: championship.maxAusencias,
    categoriaLicencia: championship.categoriaLicencia,
    licenciaMinima: championship.licenciaMinima,
    iratingMinimo: championship.iratingMinimo,
    iratingMaximo: championship.iratingMaximo,
    requisitos: requirementsLine(gateOf(championship)),
    iracingLigaId: championship.iracingLigaId,
    iracingTemporadaId: championship.iracingTemporadaId,
    carreras: sortRaces(races).map(toRaceView),
  };
}
