import { ConflictError, ValidationError } from '../../../platform/errors.js';

/** A driver's car number in a championship; a reserved one belongs to him entered or not (issue #30). */
export interface CarNumber {
  id: string;
  campeonatoId: string;
  userId: string;
  numero: number;
  reservado: boolean;
  createdAt: string;
}

/** A championship's team; `clave` is its name compared without accents, case or repeated spaces. */
export interface Team {
  id: string;
  campeonatoId: string;
  nombre: string;
  clave: string;
  createdAt: string;
}

/** A driver driving for a team in a championship (one team per championship). */
export interface TeamMember {
  id: string;
  campeonatoId: string;
  equipoId: string;
  userId: string;
  createdAt: string;
}

export const carNumberTaken = (numero: number) =>
  new ConflictError('CAR_NUMBER_TAKEN', `El número de auto ${numero} ya lo tiene otro piloto en este campeonato`, { numeroAuto: `El ${numero} ya está ocupado` });
export const carNumberReserved = (numero: number) =>
  new ConflictError('CAR_NUMBER_RESERVED', `El número de auto ${numero} está reservado para otro piloto en este campeonato`, { numeroAuto: `El ${numero} está reservado` });
export const ownNumberReserved = (numero: number) =>
  new ConflictError('CAR_NUMBER_RESERVED', `Tienes reservado el número de auto ${numero}: solo un administrador puede cambiarlo`, { numeroAuto: `Tu número reservado es el ${numero}` });
export const teamFull = (nombre: string, max: number) =>
  new ConflictError('TEAM_FULL', `El equipo ${nombre} ya tiene ${max} ${max === 1 ? 'piloto' : 'pilotos'}, el máximo de este campeonato`, { equipo: `${nombre} está completo` });
export const notEnteredForDetails = () =>
  new ConflictError('NOT_ENTERED', 'Solo un piloto inscrito (o con solicitud pendiente) puede elegir número de auto y equipo', { campeonatoId: 'No estás inscrito' });
export const noCarNumber = () => new ValidationError('El piloto no tiene número de auto en este campeonato', { numeroAuto: 'Sin número de auto' });
