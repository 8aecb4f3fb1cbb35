import type { RunningServer } from '../../src/server.js';

const EVENTS = 20;
const DRIVERS = 40;

const seeded = new WeakMap<RunningServer, Promise<string[]>>();

/**
 * The home page's free events: 20 events of 8 to 20 drivers each, made through the same use cases
 * as the site. Seeded once per server; answers the events' ids by start.
 */
export function seedSingleEvents(server: RunningServer): Promise<string[]> {
  let ids = seeded.get(server);
  if (!ids) {
    ids = seed(server);
    seeded.set(server, ids);
  }
  return ids;
}

async function seed(server: RunningServer): Promise<string[]> {
  const { IDENTITY } = await import('../../src/modules/identity/index.js');
  const { SINGLE_EVENTS } = await import('../../src/modules/single-events/index.js');
  const { container, knex } = server.context;
  const drivers: string[] = [];
  for (let i = 0; i < DRIVERS; i += 1) {
    const registered = await container.get(IDENTITY.RegisterUser).execute({ nombre: `Piloto${i}`, apellido: 'Banco', email: `banco${i}@bench.test`, password: 'secreto123' });
    if (registered.created) drivers.push(registered.user.id);
  }
  await knex('users').where({ id: drivers[0] }).update({ rol: 'admin' });
  const admin = { id: drivers[0]!, rol: 'admin' as const, suspendido: false };
  const ids: string[] = [];
  for (let e = 0; e < EVENTS; e += 1) {
    const event = await container.get(SINGLE_EVENTS.Create).execute(admin, {
      fields: {
        nombre: `Evento ${e + 1}`,
        fechaInicio: `2099-01-${String((e % 28) + 1).padStart(2, '0')}`,
        horaInicio: '20:00',
        detalles: 'Carrera abierta con autos GT3.\nSalida lanzada.',
        reglas: 'Respeta los límites de pista.',
      },
    });
    ids.push(event.id);
    for (const driver of drivers.slice(0, 8 + (e % 13))) {
      await container.get(SINGLE_EVENTS.Register).execute({ id: driver, rol: 'user', suspendido: false }, event.id);
    }
  }
  return ids;
}
