import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { FUEL_BOUND_MESSAGES } from '../../src/contracts/fuel.contract.js';
import { findCar, findCircuit, FUEL_MESSAGES, type FuelStrategy } from '../../src/modules/fuel/index.js';
import { axeViolations, signIn, useBrowserSuite } from '../support/browser.js';
import { createUser } from '../support/http.js';
import { expectFieldError, isFocused, noSidewaysScroll } from './form-checks.js';

const litres = (x: number) => `${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x)} L`;
const clock = (seconds: number) => {
  const s = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return s >= 3600 ? `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` : `${Math.floor(s / 60)}:${pad(s % 60)}`;
};

async function openCalculator(page: Page): Promise<void> {
  await page.goto('/fuell-calculator');
  await page.getByLabel('Coche predefinido').waitFor();
}

/** The value the results panel shows beside a label. */
async function fact(page: Page, label: string): Promise<string> {
  return (await page.locator('.fuel-facts__item', { has: page.locator('dt', { hasText: label }) }).locator('dd').innerText()).trim();
}

describe('Fuel calculator page (Chromium)', function () {
  this.timeout(90_000);
  const suite = useBrowserSuite();

  /** The plan the API gives for the same race, to compare the page against. */
  async function apiPlan(page: Page, body: Record<string, unknown>): Promise<FuelStrategy> {
    const res = await page.request.post('/api/fuell/calculate', { data: body });
    expect(res.status()).to.equal(200);
    return ((await res.json()) as { data: FuelStrategy }).data;
  }

  it('plans a race from the car and circuit presets, showing the same plan as the API', async () => {
    const page = await suite.newPage();
    await openCalculator(page);
    await page.getByLabel('Coche predefinido').selectOption({ label: 'Ferrari 296 GT3' });
    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Monza' });
    expect(await page.getByLabel('Consumo por vuelta (L)').inputValue()).to.equal('2.85');
    expect(await page.getByLabel('Minutos').inputValue()).to.equal('1');
    expect(await page.getByLabel('Segundos', { exact: true }).inputValue()).to.equal('48');
    expect(await page.getByLabel('Milisegundos').inputValue()).to.equal('500');
    await page.getByLabel('Distancia de carrera (vueltas)').fill('60');
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    await page.getByRole('heading', { name: 'Estrategia: Monza · Ferrari 296 GT3' }).waitFor();

    const car = findCar('Ferrari 296 GT3')!;
    const plan = await apiPlan(page, {
      carModel: car.nombre,
      circuitName: 'Monza',
      raceDistance: 60,
      lapTime: findCircuit('Monza')!.tiempoVuelta,
      fuelConsumptionPerLap: car.consumo,
      tankCapacity: car.tanque,
      pitStopTime: 30,
      safetyMargin: 1.5,
      initialFuel: 0,
    });
    expect(await fact(page, 'Combustible total necesario')).to.equal(litres(plan.totalFuelNeeded));
    expect(await fact(page, 'Paradas en pits')).to.equal(String(plan.numberOfPitStops));
    expect(await fact(page, 'Tiempo total de carrera')).to.equal(clock(plan.totalRaceTime));
    expect(await fact(page, 'Stints totales')).to.equal(String(plan.totalStints));
    expect(await fact(page, 'Combustible restante al final')).to.equal(litres(plan.estimatedFuelRemainingAtEnd));
    expect(await fact(page, 'Vueltas de parada sugeridas')).to.equal(plan.pitStopLaps.join(', '));
    expect(await fact(page, 'Combustible a agregar en cada parada')).to.equal(plan.fuelToAddAtStops.map(litres).join(', '));
    expect(await page.locator('.fuel-strategy-text').innerText()).to.equal(plan.raceStrategy);

    // The timeline is a picture with a text alternative naming every stint and stop.
    const timeline = page.getByRole('img', { name: /^Línea de tiempo:/ });
    const description = await timeline.getAttribute('aria-label');
    for (const s of plan.stints) expect(description).to.include(`stint ${s.stint}, vueltas ${s.startLap} a ${s.endLap}`);
    expect(await timeline.locator('.recharts-bar-rectangle').count()).to.equal(plan.totalStints);
    expect(await timeline.locator('.recharts-reference-line').count()).to.equal(plan.numberOfPitStops);
    expect(suite.pageErrors).to.deep.equal([]);

    const violations = await axeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help}`)).to.deep.equal([]);
  });

  it('on a phone, marks each invalid field with the contract’s message (the required one once, for the form), focuses the first, keeps what was typed and sends nothing', async () => {
    const page = await suite.newPage({ width: 360, height: 740 });
    await openCalculator(page);
    const sent: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/fuell/calculate')) sent.push(req.postData() ?? '');
    });
    await page.getByLabel('Modelo del coche').fill('Mi Coche');
    await page.getByLabel('Capacidad del tanque (L)').fill('5000');
    await page.getByLabel('Margen de seguridad (L)').fill('2');
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();

    const distance = page.getByLabel('Distancia de carrera (vueltas)');
    const consumption = page.getByLabel('Consumo por vuelta (L)');
    const tank = page.getByLabel('Capacidad del tanque (L)');
    await expectFieldError(distance, FUEL_MESSAGES.required);
    expect(await isFocused(distance)).to.equal(true);
    await expectFieldError(consumption, FUEL_MESSAGES.required);
    // The specification's message for the whole form is shown once, as the form's alert.
    expect(await page.getByText(FUEL_MESSAGES.required, { exact: true }).count()).to.equal(1);
    await page.getByRole('alert').getByText(FUEL_MESSAGES.required).waitFor();
    await expectFieldError(tank, FUEL_BOUND_MESSAGES.tankCapacity);
    for (const part of ['Minutos', 'Segundos', 'Milisegundos']) await expectFieldError(page.getByLabel(part, { exact: true }), FUEL_MESSAGES.lapTime);
    expect(await page.getByLabel('Margen de seguridad (L)').getAttribute('aria-invalid')).to.equal(null);
    await noSidewaysScroll(page, 'fuel form with its errors');
    expect(await page.getByLabel('Modelo del coche').inputValue()).to.equal('Mi Coche');
    expect(await tank.inputValue()).to.equal('5000');
    expect(await page.getByLabel('Margen de seguridad (L)').inputValue()).to.equal('2');
    expect(sent).to.deep.equal([]);

    // Fixed field by field: each message leaves with its problem.
    await distance.fill('30');
    await consumption.fill('2.5');
    await tank.fill('100');
    expect(await distance.getAttribute('aria-invalid')).to.equal(null);
    expect(await tank.getAttribute('aria-invalid')).to.equal(null);
    // Everything but the lap time: its message alone, and still nothing asked of the server.
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    await page.getByText(FUEL_MESSAGES.lapTime).first().waitFor();
    expect(await page.getByText(FUEL_MESSAGES.required).count()).to.equal(0);
    expect(sent).to.deep.equal([]);
    await page.getByLabel('Segundos', { exact: true }).fill('45');
    await page.getByText(FUEL_MESSAGES.lapTime).waitFor({ state: 'detached' });
    expect(await page.getByText(FUEL_MESSAGES.required).count()).to.equal(0);

    // A rule only the server knows (the initial fuel does not cover a lap): its answer lands on that field.
    const initial = page.getByLabel('Combustible inicial (L)');
    await initial.fill('1');
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    await expectFieldError(initial, FUEL_MESSAGES.initialTooLow);
    expect(await isFocused(initial)).to.equal(true);
    expect(sent).to.have.length(1);
    expect(await page.getByLabel('Modelo del coche').inputValue()).to.equal('Mi Coche');

    await initial.fill('0');
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    await page.getByRole('heading', { name: 'Estrategia: Custom Circuit · Mi Coche' }).waitFor();
    expect(JSON.parse(sent[1])).to.deep.include({ carModel: 'Mi Coche', raceDistance: 30, lapTime: 45, fuelConsumptionPerLap: 2.5, tankCapacity: 100, safetyMargin: 2 });
    expect(suite.pageErrors).to.deep.equal([]);
  });

  // What the form decides by itself (the values it clamps, the pit time of each kind of stop, the
  // electric car it cannot plan): test/web/fuel-calculator-form.test.tsx.

  it('comes from the server with its starting values, and loads the charts\' code only for a plan, the validation\'s only once the form is used (docs/adr/0036)', async () => {
    // The results panel and every chunk only it needs (the charts), as the build's manifest names them.
    const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../web/dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const results = manifest['src/features/fuel/components/fuel-results.tsx']!;
    const page = await suite.newPage({ width: 360, height: 740 });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname.slice(1));
    });
    const route = manifest['src/app/routes/fuel-calculator.tsx']!;
    const shared = new Set([route.file, ...(route.imports ?? []).map((key) => manifest[key]!.file)]);
    const resultsOnly = [results.file, ...(results.imports ?? []).map((key) => manifest[key]!.file).filter((file) => !shared.has(file))];
    expect(resultsOnly.length, 'the charts are a chunk of their own').to.be.greaterThan(1);

    // Before any script runs, the form shows what it starts with.
    const html = await (await fetch(`${suite.baseUrl}/fuell-calculator`)).text();
    expect(html).to.include('id="server-render"');
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/fuell-calculator');
    expect(await page.getByLabel('Tiempo de parada (s)').inputValue()).to.equal('30');
    expect(await page.getByLabel('Margen de seguridad (L)').inputValue()).to.equal('1.5');
    expect(await page.getByLabel('Combustible inicial (L)').inputValue()).to.equal('0');
    expect(await page.getByLabel('Tipo de parada').inputValue()).to.equal('FUEL_AND_TIRES');
    expect(await page.getByLabel('Por vueltas').isChecked()).to.equal(true);
    await page.getByRole('heading', { name: 'Tu estrategia aparecerá aquí' }).waitFor();
    // Its lists wait for the app, unavailable: a tap on one reaches nothing, and Tab passes it by.
    const car = page.getByLabel('Coche predefinido');
    expect(await car.isDisabled()).to.equal(true);
    expect(await car.evaluate((list) => { const box = list.getBoundingClientRect(); return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === list; })).to.equal(false);
    expect(await car.evaluate((list) => (list as HTMLSelectElement).tabIndex)).to.equal(-1);

    // Taken over, the page has not asked for the charts; a plan brings them.
    await page.unroute('**/*.js');
    scripts.length = 0;
    await page.goto('/fuell-calculator');
    await page.waitForFunction(() => !document.querySelector('input[readonly]'));
    // Nor the validation library, which only a check of the plan needs.
    const check = manifest['src/features/fuel/components/fuel-plan-check.ts']!;
    expect(scripts).not.to.include(check.file);
    await page.getByLabel('Coche predefinido').selectOption({ label: 'Ferrari 296 GT3' });
    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Monza' });
    await page.getByLabel('Distancia de carrera (vueltas)').fill('30');
    expect(scripts.filter((file) => resultsOnly.includes(file))).to.deep.equal([]);
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    await page.getByRole('img', { name: /^Línea de tiempo:/ }).locator('.recharts-bar-rectangle').first().waitFor();
    expect(scripts).to.include(results.file);
    expect(suite.pageErrors).to.deep.equal([]);
  });

  it('plans a timed race with the laps the API counts for it, on a phone-sized screen', async () => {
    const page = await suite.newPage({ width: 360, height: 800 });
    await openCalculator(page);
    await page.getByLabel('Coche predefinido').selectOption({ label: 'Mazda MX-5 Cup' });
    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Laguna Seca' });
    await page.getByLabel('Por tiempo').check();
    await page.getByLabel('Duración de la carrera (minutos)').fill('45');
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    const car = findCar('Mazda MX-5 Cup')!;
    const plan = await apiPlan(page, {
      carModel: car.nombre,
      circuitName: 'Laguna Seca',
      raceDuration: 45,
      lapTime: findCircuit('Laguna Seca')!.tiempoVuelta,
      fuelConsumptionPerLap: car.consumo,
      tankCapacity: car.tanque,
    });
    await page.getByText(`Carrera de 45 minutos: ${plan.raceLaps} vueltas.`).waitFor();
    expect(await fact(page, 'Paradas en pits')).to.equal(String(plan.numberOfPitStops));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).to.be.at.most(0);
  });

  it('keeps a signed-in driver\'s calculations and shows one again from the history', async () => {
    await createUser(suite.context, { nombre: 'Lía', apellido: 'Soto', email: 'lia@ejemplo.test', password: 'secreto1' });
    const page = await suite.newPage();
    await signIn(page, 'lia@ejemplo.test', 'secreto1');
    await openCalculator(page);
    await page.getByText('Aún no has calculado ninguna estrategia.').waitFor();
    await page.getByLabel('Coche predefinido').selectOption({ label: 'Dallara F3' });
    await page.getByLabel('Circuito predefinido').selectOption({ label: 'Imola' });
    await page.getByLabel('Distancia de carrera (vueltas)').fill('25');
    await page.getByRole('button', { name: 'Calcular estrategia' }).click();
    const history = page.getByRole('region', { name: 'Tus últimos cálculos' });
    await history.getByText('Imola · Dallara F3').waitFor();
    await page.reload();
    await history.getByRole('button', { name: /^Ver la estrategia de Imola/ }).click();
    await page.getByRole('heading', { name: 'Estrategia: Imola · Dallara F3' }).waitFor();
  });
});
