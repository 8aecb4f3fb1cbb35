import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import type { Actor } from '../../src/modules/identity/index.js';
import { PAYMENTS } from '../../src/modules/payments/index.js';
import { atWidths, expectCleanAt, signIn, useBrowserSuite, waitForQuietNetwork } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, enrolUser } from './championship-data.js';

const ADMIN: Actor = { id: 'admin-e2e', rol: 'admin', suspendido: false };
const SHOTS = '/tmp/parrilla-e2e';
const actor = (id: string): Actor => ({ id, rol: 'user', suspendido: false });
const WIDTHS = [360, 1366];

describe('The championship page’s places, as each driver reads them', function () {
  this.timeout(180_000);
  // One server for both parts (docs/adr/0052).
  const suite = useBrowserSuite();
  beforeEach(() => truncateAll(suite.context));

  describe('Free places, held places and approved requests on the championship page', function () {
    it('shows one count of free places to a visitor, his held place to the driver paying at OXXO, and an approved request to pay, at 360 and 1366 px', async () => {
      const { context } = suite;
      const get = context.container.get.bind(context.container);
      // The only place of Copa Apartada is held by Olga's OXXO voucher.
      const held = await addChampionship(context, { nombre: 'Copa Apartada', precio: 250, max: 1, startsIn: 20 });
      await get(PAYMENTS.SaveMethodSettings).execute(ADMIN, held.id, { oxxo: true });
      const olga = await createUser(context, { nombre: 'Olga', apellido: 'Cruz' });
      const checkout = await get(PAYMENTS.CreateCheckout).execute(actor(olga.id), { campeonatoId: held.id, metodo: 'oxxo' });
      await get(PAYMENTS.DemoCheckout).pay(actor(olga.id), checkout.sessionId!);
      // One place of two left in Copa Dos.
      const two = await addChampionship(context, { nombre: 'Copa Dos', precio: 0, max: 2 });
      await enrolUser(context, two.id, (await createUser(context)).id);

      // Each screen loaded once at 360 px and checked at both widths (docs/adr/0052).
      const visitor = await suite.newPage({ width: 360, height: 900 });
      await visitor.goto('/');
      await atWidths(visitor, WIDTHS, async (width) => {
        await visitor.getByRole('article', { name: 'Copa Apartada' }).getByText('Cupos agotados (0 de 1)').waitFor();
        expect(await visitor.getByRole('article', { name: 'Copa Dos' }).getByText('1 cupo disponible de 2').isVisible(), `home at ${width}`).to.equal(true);
      });
      await visitor.goto(`/campeonatos/${held.id}`);
      await visitor.getByText('Cupos agotados (0 de 1)').waitFor();
      const fullButton = visitor.getByRole('complementary', { name: 'Inscripción' }).getByRole('button', { name: 'CUPOS AGOTADOS' });
      expect(await fullButton.isDisabled()).to.equal(true);
      expect(await visitor.getByRole('button', { name: 'INSCRIBIRME' }).count(), 'no way in is offered when none is free').to.equal(0);
      await waitForQuietNetwork(visitor);
      await atWidths(visitor, WIDTHS, async (width) => {
        expect(await fullButton.isVisible(), `at ${width}`).to.equal(true);
        await expectCleanAt(visitor, `visitor on a held championship at ${width}`);
        await visitor.screenshot({ path: `${SHOTS}/places-visitor-${width}.png`, fullPage: true });
      });
      await visitor.close();

      const page = await suite.newPage({ width: 360, height: 900 });
      await signIn(page, olga.email, olga.password);
      await page.goto(`/campeonatos/${held.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      expect(await card.getByRole('button', { name: 'LUGAR APARTADO' }).isDisabled()).to.equal(true);
      const status = card.getByRole('status').filter({ hasText: 'Tu lugar está apartado' });
      await status.waitFor();
      expect(await status.innerText()).to.match(/es tuyo hasta el \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2} \(hora del centro de México\)/);
      expect(await card.getByRole('link', { name: 'Ver mi ficha y cómo pagar' }).getAttribute('href')).to.equal(`/pago-pendiente?session_id=${encodeURIComponent(checkout.sessionId!)}`);
      expect(await card.getByRole('button', { name: 'INSCRIBIRME' }).count()).to.equal(0);
      await waitForQuietNetwork(page);
      await atWidths(page, WIDTHS, async (width) => {
        expect(await status.isVisible(), `at ${width}`).to.equal(true);
        await expectCleanAt(page, `held place at ${width}`);
        await page.screenshot({ path: `${SHOTS}/places-held-${width}.png`, fullPage: true });
      });
      await page.close();

      // An approved request in a paid championship: paying completes the entry, until enrolment closes.
      const approval = await addChampionship(context, { nombre: 'Copa Aprobada', precio: 400, max: 5 });
      await get(CHAMPIONSHIPS.UpdateChampionship).execute(ADMIN, approval.id, { fields: { requiereAprobacion: true } });
      const beto = await createUser(context, { nombre: 'Beto', apellido: 'Lara' });
      await get(CHAMPIONSHIPS.EnterChampionship).execute(actor(beto.id), approval.id);
      await get(CHAMPIONSHIPS.DecideEntryRequest).approve(ADMIN, approval.id, beto.id);
      const approved = await suite.newPage({ width: 360, height: 900 });
      await signIn(approved, beto.email, beto.password);
      await approved.goto(`/campeonatos/${approval.id}`);
      const betoCard = approved.getByRole('complementary', { name: 'Inscripción' });
      const note = betoCard.getByRole('status').filter({ hasText: 'Tu solicitud fue aprobada.' });
      await note.waitFor();
      expect(await note.innerText()).to.match(/Paga tu inscripción para completarla.*Puedes pagar hasta el \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2} \(hora del centro de México\)/s);
      await betoCard.getByRole('button', { name: 'PAGAR MI INSCRIPCIÓN' }).click();
      const dialog = approved.getByRole('dialog', { name: 'Confirmar Inscripción' });
      await dialog.getByRole('button', { name: 'Pagar con tarjeta' }).waitFor();
      await waitForQuietNetwork(approved);
      await atWidths(approved, WIDTHS, async (width) => {
        expect(await dialog.getByRole('button', { name: 'Pagar con tarjeta' }).isVisible(), `at ${width}`).to.equal(true);
        await expectCleanAt(approved, `approved request at ${width}`);
        await approved.screenshot({ path: `${SHOTS}/places-approved-${width}.png`, fullPage: true });
      });
      expect(suite.pageErrors).to.deep.equal([]);
    });
  });

  describe('An offer that lapsed, as its driver reads it', function () {
    it('tells the driver on the championship page and in his profile that his offer lapsed and went to the next, at 360 px', async () => {
      const { context } = suite;
      const get = context.container.get.bind(context.container);
      const c = await addChampionship(context, { nombre: 'Copa Vencida', precio: 0, max: 1 });
      await enrolUser(context, c.id, (await createUser(context)).id);
      const late = await createUser(context, { nombre: 'Lalo', apellido: 'Tarde' });
      const next = await createUser(context, { nombre: 'Nico', apellido: 'Siguiente' });
      for (const p of [late, next]) await get(CHAMPIONSHIPS.JoinWaitlist).execute(actor(p.id), c.id);
      // The place frees and is offered to Lalo; his deadline passes and the pass moves it to Nico.
      await context.knex('championship_enrolments').where({ campeonatoId: c.id }).delete();
      await get(CHAMPIONSHIPS.WaitlistJob).run();
      await context.knex('championship_waitlist').where({ campeonatoId: c.id, userId: late.id }).update({ ofertaVenceEn: new Date(Date.now() - 60_000).toISOString() });
      expect(await get(CHAMPIONSHIPS.WaitlistJob).run()).to.equal('1 lugar ofrecido, 1 oferta vencida');

      const page = await suite.newPage({ width: 360, height: 800 });
      await signIn(page, late.email, late.password);
      await page.goto(`/campeonatos/${c.id}`);
      const card = page.getByRole('complementary', { name: 'Inscripción' });
      const note = card.getByRole('status').filter({ hasText: 'El lugar que te ofrecimos venció' });
      await note.waitFor();
      expect(await note.innerText()).to.match(/venció el \d{1,2} de [a-z]+ de \d{4} a las \d{2}:\d{2} \(hora del centro de México\) sin respuesta y pasó al siguiente de la lista de espera\./);
      await waitForQuietNetwork(page);
      await expectCleanAt(page, 'lapsed offer on the championship page at 360');
      await page.screenshot({ path: `${SHOTS}/offer-lapsed-page-360.png`, fullPage: true });

      await page.goto('/perfil');
      const lists = page.getByRole('region', { name: 'Listas de espera' });
      await lists.getByText('Oferta vencida').waitFor();
      expect(await lists.innerText()).to.contain('Copa Vencida').and.contain('pasó al siguiente de la lista');
      await waitForQuietNetwork(page);
      await expectCleanAt(page, 'lapsed offer in the profile at 360');
      await page.screenshot({ path: `${SHOTS}/offer-lapsed-profile-360.png`, fullPage: true });
      expect(suite.pageErrors).to.deep.equal([]);
    });
  });
});
