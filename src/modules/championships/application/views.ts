import { gateOf, requirementsLine } from '../domain/entry-gate.js';
import type { ChampionshipView, RaceView } from '../../../contracts/championships.views.js';
import { freePlaces } from '../domain/waitlist.js';
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

/**
 * `places`: the places free for a visitor, counted from enrolments, held places and open offers
 * (`publicPlaces`), and whether the season is closed; without them (a championship just created) the
 * enrolments alone, which are then everything.
 */
export function toChampionshipView(
  championship: Championship,
  races: Race[],
  participants: string[],
  now: Date,
  places?: { free: number; seasonClosed: boolean },
): ChampionshipView {
  const open = isEnrolmentOpen(championship, now) && !places?.seasonClosed;
  const free = places ? places.free : freePlaces({ enrolled: participants.length, claimedBy: new Set(), queue: [] }, championship.participantesMaximos, null, now, open);
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
    inscripcionAbierta: open,
    cuposDisponibles: open ? free : 0,
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
    color: championship.color,
    requisitos: requirementsLine(gateOf(championship)),
    iracingLigaId: championship.iracingLigaId,
    iracingTemporadaId: championship.iracingTemporadaId,
    carreras: sortRaces(races).map(toRaceView),
  };
}
