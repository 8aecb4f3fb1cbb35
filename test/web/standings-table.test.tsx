import { render, within } from '@testing-library/react';
import { expect } from 'chai';
import type { StandingsDriverRowView, StandingsTeamRowView } from '../../src/contracts/standings.views.js';
import { StandingsTable } from '../../web/src/features/standings/components/standings-table.js';
import { useDom } from '../support/dom.js';

const rounds = [
  { ronda: 1, carreraId: 'c1' },
  { ronda: 2, carreraId: 'c2' },
  { ronda: 3, carreraId: 'c3' },
];
const roundNames = new Map([
  [1, 'Autódromo Hermanos Rodríguez, 01/03/2026'],
  [2, 'Interlagos, 15/03/2026'],
]);

const line = { victorias: 0, podios: 0, poles: 0, vueltasRapidas: 0, deducciones: 0 };
const leader: StandingsDriverRowView = {
  ...line,
  posicion: 1,
  puntos: 1250,
  diferencia: 0,
  victorias: 2,
  podios: 3,
  piloto: { usuario: { id: 'u1', nombre: 'Ana', apellido: 'Ríos', username: null }, custId: 101, nombreIracing: 'Ana Rios' },
  equipo: 'Escudería Bajío',
  rondas: [
    { ronda: 1, carreraId: 'c1', puntos: 600, descartada: false, participo: true },
    { ronda: 2, carreraId: 'c2', puntos: 650, descartada: false, participo: true },
    { ronda: 3, carreraId: 'c3', puntos: 25, descartada: true, participo: true },
  ],
};
const chaser: StandingsDriverRowView = {
  ...line,
  posicion: 2,
  puntos: 1100,
  diferencia: 150,
  deducciones: 10,
  piloto: { usuario: null, custId: 202, nombreIracing: 'Beto Núñez' },
  equipo: 'Team MX',
  rondas: [{ ronda: 1, carreraId: 'c1', puntos: 1100, descartada: false, participo: true }],
};

const rowOf = (view: ReturnType<typeof render>, name: string) => view.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('StandingsTable (component)', () => {
  useDom();

  it('names the scrolling box and reads abbreviated headers in full, rounds with their circuit and date', () => {
    const view = render(<StandingsTable caption="Clasificación de pilotos: GT3" rows={[leader]} rounds={rounds} kind="pilotos" roundNames={roundNames} />);
    expect(view.getByRole('region', { name: 'Clasificación de pilotos: GT3 (se desplaza hacia los lados)' }).tabIndex).to.equal(0);
    const table = view.getByRole('table', { name: 'Clasificación de pilotos: GT3' });
    for (const full of ['Posición', 'Puntos', 'Diferencia con el líder', 'Deducciones por sanciones', 'Ronda 1: Autódromo Hermanos Rodríguez, 01/03/2026', 'Ronda 3']) {
      expect(within(table).getByRole('columnheader', { name: full })).to.have.property('tagName', 'TH');
    }
  });

  it('writes points in es-MX, a dash for the leader’s gap, the gap and deductions as negatives', () => {
    const view = render(<StandingsTable caption="Pilotos" rows={[leader, chaser]} rounds={rounds} kind="pilotos" roundNames={roundNames} />);
    // Position, points, gap, wins, podiums, poles, fastest laps, deductions, then the rounds.
    expect(cells(rowOf(view, 'Ana Ríos')).slice(0, 8)).to.deep.equal(['1', '1,250', '—', '2', '3', '0', '0', '0']);
    expect(cells(rowOf(view, 'Beto Núñez')).slice(0, 8)).to.deep.equal(['2', '1,100', '−150', '0', '0', '0', '0', '−10']);
  });

  it('shows the site name of a matched driver and the iRacing name and id of one not matched', () => {
    const view = render(<StandingsTable caption="Pilotos" rows={[leader, chaser]} rounds={rounds} kind="pilotos" roundNames={roundNames} />);
    expect(view.getByRole('rowheader', { name: /Ana Ríos/ }).textContent).to.equal('Ana RíosEscudería Bajío');
    expect(view.getByRole('rowheader', { name: /Beto Núñez/ }).textContent).to.equal('Beto NúñeziRacing 202 · Team MX');
  });

  it('strikes a dropped round and says so, and says “no participó” for a round without the driver', () => {
    const view = render(<StandingsTable caption="Pilotos" rows={[leader, chaser]} rounds={rounds} kind="pilotos" roundNames={roundNames} />);
    const [, , thirdOfLeader] = cells(rowOf(view, 'Ana Ríos')).slice(8);
    expect(thirdOfLeader).to.equal('25 (descartada)');
    expect(rowOf(view, 'Ana Ríos').querySelector('s')?.textContent).to.equal('25');
    expect(cells(rowOf(view, 'Beto Núñez')).slice(8)).to.deep.equal(['1,100', '—no participó', '—no participó']);
  });

  it('lists a team with its drivers under “Equipo”', () => {
    const team: StandingsTeamRowView = { ...line, posicion: 1, puntos: 2350, diferencia: 0, tipo: 'plantilla', teamId: null, nombre: 'Escudería Bajío', pilotos: [leader.piloto, chaser.piloto], rondas: [] };
    const view = render(<StandingsTable caption="Equipos" rows={[team]} rounds={rounds} kind="equipos" roundNames={roundNames} />);
    expect(view.getByRole('columnheader', { name: 'Equipo' })).to.have.property('tagName', 'TH');
    expect(view.getByRole('rowheader').textContent).to.equal('Escudería BajíoAna Ríos, Beto Núñez');
  });
});
