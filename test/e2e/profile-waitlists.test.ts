import { expect } from 'chai';
import type { Actor } from '../../src/modules/identity/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { SINGLE_EVENTS } from '../../src/modules/single-events/index.js';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { day } from './championship-data.js';

const SHOTS = '/tmp/parrilla-e2e';
const actor = (id: string): Actor => ({ id, rol: 'user', suspendido: false });

describe('One-off events’ waiting lists in the driver’s profile', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();
  let admin: Actor;

  beforeEach(async () => {
    await truncateAll(suite.context);
    const created = await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
    admin = { id: created.user.id, rol: 'superadmin', suspendido: false };
  });

  it('shows his place in an event’s queue and a place offered with its deadline in Mexico City time, and lets him leave the queue, at 360 and 1440 px', async () => {
    const { context } = suite;
    const get = context.container.get.bind(context.container);
    const event = (nombre: string, inDays: number) =>
      get(SINGLE_EVENTS.Create).execute(admin, { fields: { nombre, fechaInicio: day(inDays), horaInicio: '20:00', participantesMaximos: '1', hasRace: 'true', raceDuration: '30', detalles: 'Abierta a todos.', reglas: '' } });
    const [monza, spa] = [await event('Noche en Monza', 7), await event('Resistencia en Spa', 14)];
    const [uno, otra] = [await createUser(context, { nombre: 'Uno', apellido: 'Primero' }), await createUser(context, { nombre: 'Otra', apellido: 'Antes' })];
    const ana = await createUser(context, { nombre: 'Ana', apellido: 'Espera' });
    for (const e of [monza, spa]) await get(SINGLE_EVENTS.Register).execute(actor(uno.id), e.id);
    await get(SINGLE_EVENTS.JoinWaitlist).execute(actor(otra.id), spa.id);
    for (const e of [monza, spa]) await get(SINGLE_EVENTS.JoinWaitlist).execute(actor(ana.id), e.id);
    // Monza's place frees and is offered to Ana, first in its queue.
    await get(SINGLE_EVENTS.Unregister).execute(actor(uno.id), monza.id);

    // One load, the profile checked at both widths (docs/adr/0052); the queue left at 360 px.
    const page = await suite.newPage({ width: 1440, height: 900 });
    await signIn(page, ana.email, ana.password);
    await page.goto('/perfil');
    const section = page.getByRole('region', { name: 'Listas de espera' });
    const offered = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Noche en Monza' }) });
    const waiting = section.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Resistencia en Spa' }) });
    await offered.getByText('Lugar ofrecido').waitFor();
    await waitForQuietNetwork(page);
    await atWidths(page, [1440, 360], async (width) => {
      expect(await offered.innerText(), `at ${width}`).to.match(/Confirma tu lugar antes del \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2} \(hora del centro de México\)\./);
      expect(await waiting.getByText('Lugar 2 de 2 en la lista de espera.').isVisible(), `at ${width}`).to.equal(true);
      await expectCleanAt(page, `event waiting lists in the profile at ${width}`);
      await page.screenshot({ path: `${SHOTS}/profile-event-waitlists-${width}.png`, fullPage: true });
      if (width === 360) {
        await section.getByRole('button', { name: 'Salir de la lista de espera de Resistencia en Spa' }).click();
        await page.getByText('Saliste de la lista de espera.').first().waitFor();
        await waiting.waitFor({ state: 'detached' });
      }
    });
    await page.close();
    expect((await context.knex('single_event_waitlist').where({ userId: ana.id })).map((r: { eventId: string }) => r.eventId)).to.deep.equal([monza.id]);
    expect(suite.pageErrors).to.deep.equal([]);
  });
});
