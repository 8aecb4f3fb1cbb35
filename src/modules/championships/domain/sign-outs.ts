import { ConflictError } from '../../../platform/errors.js';

/** 'No podré correr': an entered driver will miss a race (issue #30). */
export interface SignOut {
  id: string;
  carreraId: string;
  campeonatoId: string;
  userId: string;
  createdAt: string;
}

export const raceStarted = () =>
  new ConflictError('RACE_STARTED', 'La carrera ya empezó: ya no se puede avisar ni retirar el aviso de que no correrás', { carreraId: 'La carrera ya empezó' });
export const notEnteredInRace = () =>
  new ConflictError('NOT_ENTERED', 'Solo un piloto inscrito en el campeonato puede avisar que no correrá una carrera', { carreraId: 'No estás inscrito en este campeonato' });
export const alreadySignedOut = () => new ConflictError('ALREADY_SIGNED_OUT', 'Ya avisaste que no correrás esta carrera', { carreraId: 'Ya avisaste que no correrás' });
export const notSignedOut = () => new ConflictError('NOT_SIGNED_OUT', 'No habías avisado que no correrás esta carrera', { carreraId: 'Sin aviso que retirar' });
