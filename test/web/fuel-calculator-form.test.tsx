import { fireEvent, render, within } from '@testing-library/react';
import { expect } from 'chai';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { CAR_PRESETS, CIRCUIT_PRESETS, DEFAULT_SAFETY_MARGIN, PIT_STOP_TYPES } from '../../src/modules/fuel/domain/fuel-presets.js';
import { FuelCalculator } from '../../web/src/features/fuel/components/fuel-calculator.js';
import { useDom } from '../support/dom.js';
import { useRequestsStub } from './requests-stub.js';

/**
 * What the fuel calculator's form decides by itself, before any plan: the values it clamps when the
 * driver leaves a field, the pit time each kind of stop gives, and the electric car it cannot plan.
 * The browser suite (test/e2e/fuel-calculator.test.ts) plans races, checks the messages on a phone and
 * the page's code loading.
 */
describe('The fuel calculator form (component)', () => {
  useDom();
  const requests = useRequestsStub();

  async function open() {
    requests.answer = (r) =>
      r.url.endsWith('/api/fuell/presets')
        ? { status: 200, body: { cars: CAR_PRESETS, circuits: CIRCUIT_PRESETS, pitStopTypes: PIT_STOP_TYPES, defaultSafetyMargin: DEFAULT_SAFETY_MARGIN } }
        : { status: 200, body: {} };
    const view = render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <FuelCalculator signedIn={false} />
        </MemoryRouter>
      </SWRConfig>,
    );
    await view.findByLabelText('Coche predefinido');
    return within(document.body);
  }

  /** The control whose label starts with `label` (a required field's label ends with its mark). */
  const byLabel = (page: ReturnType<typeof within>, label: string) => page.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

  /** Types `text` into the field named `label` and leaves it. */
  function typeAndLeave(page: ReturnType<typeof within>, label: string, text: string): HTMLInputElement {
    const input = byLabel(page, label) as HTMLInputElement;
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
    return input;
  }

  /** Chooses the option of the select named `label` whose text is `option`. */
  function choose(page: ReturnType<typeof within>, label: string, option: string): void {
    const select = byLabel(page, label) as HTMLSelectElement;
    const value = [...select.options].find((o) => o.textContent === option)?.value;
    if (value === undefined) throw new Error(`${label}: no option ${option}`);
    fireEvent.change(select, { target: { value } });
  }

  it('clamps seconds, milliseconds, consumption, tank and initial fuel as specified', async () => {
    const page = await open();
    expect(typeAndLeave(page, 'Segundos', '75').value).to.equal('59');
    expect(typeAndLeave(page, 'Milisegundos', '1500').value).to.equal('999');
    expect(typeAndLeave(page, 'Consumo por vuelta (L)', '0.001').value).to.equal('0.01');
    expect(typeAndLeave(page, 'Capacidad del tanque (L)', '0.5').value).to.equal('1');
    typeAndLeave(page, 'Capacidad del tanque (L)', '45');
    expect(typeAndLeave(page, 'Combustible inicial (L)', '500').value).to.equal('45');
    expect(typeAndLeave(page, 'Margen de seguridad (L)', '-3').value).to.equal('0');
  });

  it('sets the pit time from the pit-stop type', async () => {
    const page = await open();
    const pitTime = () => (byLabel(page, 'Tiempo de parada (s)') as HTMLInputElement).value;
    expect(pitTime()).to.equal('30');
    choose(page, 'Tipo de parada', 'Solo Combustible (15 s)');
    expect(pitTime()).to.equal('15');
    choose(page, 'Tipo de parada', 'Combustible y Neumáticos (30 s)');
    expect(pitTime()).to.equal('30');
  });

  it('explains that the electric car cannot be calculated', async () => {
    const page = await open();
    const calculate = () => page.getByRole('button', { name: 'Calcular estrategia' }) as HTMLButtonElement;
    choose(page, 'Coche predefinido', 'Porsche Mission R (eléctrico)');
    expect(page.getAllByRole('status').some((s) => /es eléctrico/.test(s.textContent ?? ''))).to.equal(true);
    expect(calculate().disabled).to.equal(true);
    choose(page, 'Coche predefinido', 'BMW M4 GT3');
    expect(calculate().disabled).to.equal(false);
  });
});
