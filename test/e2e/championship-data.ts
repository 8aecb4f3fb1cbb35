import type { AppContext } from '../../src/container.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { SPONSORS } from '../../src/modules/sponsors/index.js';
import { makePng } from '../support/browser.js';

const ADMIN: Actor = { id: 'test-admin', rol: 'admin', suspendido: false };
const DAY = 86_400_000;

export const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/** Creates a championship through the use case; dates are days from today. */
export async function addChampionship(
  context: AppContext,
  options: { nombre: string; startsIn?: number; endsIn?: number; max?: number; precio?: number; categoria?: string; cover?: boolean },
) {
  return context.container.get(CHAMPIONSHIPS.CreateChampionship).execute(ADMIN, {
    fields: {
      nombreCampeonato: options.nombre,
      categoria: options.categoria ?? 'Fórmulas',
      detallesCampeonato: 'Seis fechas de monoplazas. Transmisión en vivo.',
      reglas: 'Respeta los límites de pista.',
      fechaInicio: day(options.startsIn ?? 10),
      fechaFin: day(options.endsIn ?? 90),
      participantesMaximos: options.max ?? 20,
      precio: options.precio ?? 1500,
      premios: { primerPuesto: 'Volante', segundoPuesto: 'Pedales', tercerPuesto: 'Playera' },
    },
    cover: options.cover ? makePng(64, 36, [200, 30, 30]) : undefined,
  });
}

export async function addRace(context: AppContext, campeonato: string, options: { circuito: string; inDays: number; hora?: string; videos?: string[] }) {
  return context.container.get(CHAMPIONSHIPS.CreateRace).execute(ADMIN, {
    fields: {
      campeonato,
      circuito: options.circuito,
      fechaInicio: day(options.inDays),
      horaInicio: options.hora ?? '20:00',
      practiceDuration: 15,
      qualyDuration: 10,
      hasRace: true,
      raceDuration: 40,
      clima: 'Soleado',
      videos: options.videos ?? [],
    },
  });
}

export const enrolUser = (context: AppContext, campeonatoId: string, usuarioId: string) =>
  context.container.get(CHAMPIONSHIPS.EnrolUser).execute(ADMIN, { campeonatoId, usuarioId });

export const addSponsor = (context: AppContext, nombre: string, link: string | null = null) =>
  context.container.get(SPONSORS.Create).execute(ADMIN, { fields: { nombre, link }, logo: makePng(40, 20, [30, 160, 90]) });
