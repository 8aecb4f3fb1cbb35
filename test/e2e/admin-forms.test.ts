import { expect } from 'chai';
import { CHAMPIONSHIP_MSG, RACE_MSG } from '../../src/contracts/championships.messages.js';
import { SPONSOR_MSG } from '../../src/contracts/sponsors.messages.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { useBrowserSuite, pickChampionship, signIn } from '../support/browser.js';
import { truncateAll } from '../support/databases.js';
import { createUser } from '../support/http.js';
import { addChampionship, day } from './championship-data.js';
import { expectFieldError, expectNoFieldError, isFocused, noSidewaysScroll } from './form-checks.js';

describe('The admin forms check with the contract before sending and keep what was typed (360 px phone)', function () {
  this.timeout(180_000);
  const suite = useBrowserSuite();

  beforeEach(async () => {
    await truncateAll(suite.context);
    await suite.context.container.get(IDENTITY.CreateAdmin).execute({ email: 'jefa@ejemplo.test', password: 'admin123', nombre: 'Laura', apellido: 'Jefa' });
  });

  const phone = async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    await signIn(page, 'jefa@ejemplo.test', 'admin123');
    return page;
  };

  it('championship form: the server’s messages under their fields, the first one focused, a 400’s field map on its field, nothing typed lost', async () => {
    const page = await phone();
    await page.goto('/admin/campeonatos/crear');
    const name = page.getByLabel('Nombre del campeonato');
    await name.waitFor();
    await page.getByLabel('Fecha de inicio').fill(day(30));
    await page.getByLabel('Fecha de fin').fill(day(20));
    await page.getByLabel('Participantes máximos').fill('150');
    await page.getByLabel('Primer lugar').fill('Volante de carreras');
    await page.getByRole('button', { name: 'Crear campeonato' }).click();

    await expectFieldError(name, CHAMPIONSHIP_MSG.nameRequired);
    expect(await isFocused(name)).to.equal(true);
    await expectFieldError(page.getByLabel('Categoría'), CHAMPIONSHIP_MSG.categoryRequired);
    await expectFieldError(page.getByLabel('Participantes máximos'), CHAMPIONSHIP_MSG.capacityRange);
    await expectFieldError(page.getByLabel('Detalles del campeonato'), CHAMPIONSHIP_MSG.detailsRequired);
    await noSidewaysScroll(page, 'championship form with its errors');
    expect(await page.getByLabel('Primer lugar').inputValue()).to.equal('Volante de carreras');

    await name.fill('Copa Validada');
    await page.getByLabel('Categoría').selectOption('Fórmulas');
    await page.getByLabel('Participantes máximos').fill('24');
    await page.getByLabel('Precio (MXN)').fill('900');
    await page.getByLabel('Detalles del campeonato').fill('Ocho fechas de monoplazas.');
    for (const label of ['Nombre del campeonato', 'Categoría', 'Participantes máximos', 'Detalles del campeonato']) await expectNoFieldError(page.getByLabel(label));
    await page.getByRole('button', { name: 'Crear campeonato' }).click();
    await expectFieldError(page.getByLabel('Fecha de fin'), CHAMPIONSHIP_MSG.endBeforeStart);
    const [{ n }] = await suite.context.knex('championships').count({ n: '*' });
    expect(Number(n)).to.equal(0);

    // A refusal the browser could not foresee: the server's 400 names the field, and it lands there.
    await page.getByLabel('Fecha de fin').fill(day(90));
    await expectNoFieldError(page.getByLabel('Fecha de fin'));
    const refusal = 'Ya existe un campeonato con ese premio';
    await page.route('**/api/campeonatos', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Datos inválidos', errors: { 'premios.primerPuesto': refusal } }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Crear campeonato' }).click();
    const prize = page.getByLabel('Primer lugar');
    await expectFieldError(prize, refusal);
    expect(await isFocused(prize)).to.equal(true);
    await page.getByRole('alert').getByText('Datos inválidos').waitFor();
    expect(await name.inputValue()).to.equal('Copa Validada');
    expect(await page.getByLabel('Detalles del campeonato').inputValue()).to.equal('Ocho fechas de monoplazas.');
    expect(await prize.inputValue()).to.equal('Volante de carreras');
    await page.unroute('**/api/campeonatos');

    await page.getByRole('button', { name: 'Crear campeonato' }).click();
    await page.getByText('Campeonato creado con éxito. Volviendo a la lista...').waitFor();
  });

  it('race form: the server’s messages under their fields, a bad video link under its own field, nothing typed lost', async () => {
    await addChampionship(suite.context, { nombre: 'Copa Carreras' });
    const page = await phone();
    await page.goto('/admin/carreras/crear');
    await page.getByRole('heading', { name: 'Nueva Carrera' }).waitFor();
    await page.getByLabel('Hora de inicio').fill('20:30');
    await page.getByLabel('Enlace del video 1').fill('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    await page.getByRole('button', { name: 'Añadir video' }).click();
    await page.getByLabel('Enlace del video 2').fill('ftp://videos.example.com/carrera');
    await page.getByRole('button', { name: 'Crear carrera' }).click();

    const championship = page.getByRole('combobox', { name: 'Campeonato', exact: true });
    await expectFieldError(championship, RACE_MSG.championshipRequired);
    expect(await isFocused(championship)).to.equal(true);
    await expectFieldError(page.getByRole('textbox', { name: /^Circuito\b/ }), RACE_MSG.circuitRequired);
    await expectFieldError(page.getByLabel(/^Fecha\s*\*?$/), RACE_MSG.dateRequired);
    await expectFieldError(page.getByLabel('Clima'), RACE_MSG.weather);
    await expectFieldError(page.getByLabel('Enlace del video 2'), RACE_MSG.videoInvalid);
    expect(await page.getByLabel('Enlace del video 1').getAttribute('aria-invalid')).to.equal(null);
    await noSidewaysScroll(page, 'race form with its errors');
    expect(await page.getByLabel('Hora de inicio').inputValue()).to.equal('20:30');

    await pickChampionship(page, 'Campeonato', 'Copa Carreras');
    await page.getByRole('textbox', { name: /^Circuito\b/ }).fill('Autódromo Validado');
    await page.getByLabel(/^Fecha\s*\*?$/).fill(day(15));
    await page.getByLabel('Clima').selectOption('Soleado');
    await page.getByLabel('Enlace del video 2').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Crear carrera' }).click();
    await page.getByText('Carrera creada').waitFor();
    const race = await suite.context.knex('races').first('circuito', 'horaInicio');
    expect(race).to.deep.include({ circuito: 'Autódromo Validado', horaInicio: '20:30' });
  });

  it('manual enrolment: the contract’s message under each empty field, the championship kept after enrolling', async () => {
    await addChampionship(suite.context, { nombre: 'Copa Manual', max: 5 });
    await createUser(suite.context, { nombre: 'Rocío', apellido: 'Durán', email: 'rocio@ejemplo.test' });
    const page = await phone();
    await page.goto('/admin/campeonatos/inscribir-usuario');
    const championship = page.getByRole('combobox', { name: 'Campeonato', exact: true });
    await pickChampionship(page, 'Campeonato', 'Copa Manual');
    await page.getByRole('button', { name: 'Inscribir' }).click();
    const user = page.getByRole('combobox', { name: 'Usuario' });
    await expectFieldError(user, CHAMPIONSHIP_MSG.enrolRequired);
    expect(await isFocused(user)).to.equal(true);
    expect(await championship.getAttribute('aria-invalid')).to.equal(null);
    await noSidewaysScroll(page, 'enrolment form with its error');

    await user.fill('duran');
    await page.getByRole('option', { name: /Rocío Durán/ }).click();
    await page.getByRole('button', { name: 'Inscribir' }).click();
    await page.getByText(CHAMPIONSHIP_MSG.enrolled).waitFor();
    expect(await user.getAttribute('aria-invalid')).to.equal(null);
    expect(await user.inputValue()).to.equal('');
    expect(await championship.inputValue()).to.equal('Copa Manual');
  });

  it('sponsor form: the contract’s messages under the name, the link and the logo, nothing typed lost', async () => {
    const page = await phone();
    await page.goto('/admin/sponsors');
    const form = page.getByRole('region', { name: 'Añadir sponsor' });
    await form.getByLabel('Enlace (opcional)').fill('ejemplo sin dominio');
    await form.getByRole('button', { name: 'Añadir sponsor' }).click();
    const name = form.getByLabel('Nombre del sponsor');
    await expectFieldError(name, SPONSOR_MSG.nameRequired);
    expect(await isFocused(name)).to.equal(true);
    await expectFieldError(form.getByLabel('Enlace (opcional)'), SPONSOR_MSG.linkInvalid);
    await form.getByText(SPONSOR_MSG.logoRequired).waitFor();
    await noSidewaysScroll(page, 'sponsor form with its errors');
    expect(await form.getByLabel('Enlace (opcional)').inputValue()).to.equal('ejemplo sin dominio');
    const [{ n }] = await suite.context.knex('sponsors').count({ n: '*' });
    expect(Number(n)).to.equal(0);
  });
});
