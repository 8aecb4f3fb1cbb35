import type { RunningServer } from '../../src/server.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { SPONSORS } from '../../src/modules/sponsors/index.js';

/** The home page's data at league scale: 50 championships of 8 races each (400), and 10 sponsors. */
export const CHAMPIONSHIP_COUNT = 50;
export const RACES_PER_CHAMPIONSHIP = 8;
const SPONSOR_COUNT = 10;

const ACTOR: Actor = { id: 'bench', rol: 'superadmin', suspendido: false };
const DAY = 86_400_000;
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const seeded = new WeakSet<RunningServer>();

/** Fills the bench server once, through the same use cases the admin screens use. */
export async function seedHomeData(server: RunningServer): Promise<void> {
  if (seeded.has(server)) return;
  seeded.add(server);
  const get = server.context.container.get.bind(server.context.container);
  const today = Date.UTC(2030, 0, 1);
  const day = (offset: number) => new Date(today + offset * DAY).toISOString().slice(0, 10);
  for (let c = 0; c < CHAMPIONSHIP_COUNT; c += 1) {
    const championship = await get(CHAMPIONSHIPS.CreateChampionship).execute(ACTOR, {
      fields: {
        nombreCampeonato: `Campeonato de prueba ${c + 1}`,
        categoria: ['Óvalos', 'Fórmulas', 'Deportivos', 'Multiclase', 'IndyCar'][c % 5],
        detallesCampeonato: 'Ocho fechas. Transmisión en vivo. Comisarios en cada carrera.',
        reglas: 'Máximo 3 incidentes.',
        fechaInicio: day(c * 7),
        fechaFin: day(c * 7 + 120),
        participantesMaximos: 30,
        precio: 1500,
      },
    });
    for (let r = 0; r < RACES_PER_CHAMPIONSHIP; r += 1) {
      await get(CHAMPIONSHIPS.CreateRace).execute(ACTOR, {
        fields: {
          campeonato: championship.id,
          circuito: `Circuito ${c + 1}-${r + 1}`,
          fechaInicio: day(c * 7 + r * 14),
          horaInicio: '20:00',
          practiceDuration: 20,
          qualyDuration: 10,
          raceDuration: 45,
          clima: 'Soleado',
          videos: [`https://www.youtube.com/watch?v=M7lc1UVf-VE`],
        },
      });
    }
  }
  for (let s = 0; s < SPONSOR_COUNT; s += 1) {
    await get(SPONSORS.Create).execute(ACTOR, { fields: { nombre: `Sponsor ${s + 1}`, link: 'https://example.com' }, logo: TINY_PNG });
  }
}
