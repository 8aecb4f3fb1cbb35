import { expect } from 'chai';
import type { DecisionLogAnswer, DecisionLogEntry, PenaltyView, ReportDriverView } from '../../../src/contracts/stewarding.views.js';
import { DecisionsOverlay } from '../../../src/modules/overlays/application/decisions-overlay.use-case.js';
import { NotFoundError, ValidationError } from '../../../src/platform/errors.js';

const driver = (id: string, nombre: string, apellido: string): ReportDriverView => ({ id, nombre, apellido, username: null });
const ANA = driver('u1', 'Ana', 'R.');
const BETO = driver('u2', 'Beto', 'Luna');
const RACE = { id: 'r1', circuito: 'Autódromo de Querétaro', fechaInicio: '2026-03-01T00:00:00.000Z', inicio: '2026-03-02T02:00:00.000Z' };

const penalty = (p: Partial<PenaltyView>): PenaltyView => ({
  id: 'p1',
  tipo: 'tiempo',
  descripcion: 'Penalización de tiempo',
  segundos: 5,
  posiciones: null,
  puntos: null,
  puntosLicencia: 0,
  sesion: null,
  evento: null,
  ...p,
});

function entry(e: Partial<DecisionLogEntry>): DecisionLogEntry {
  return {
    numeroReporte: 1,
    carrera: RACE,
    vuelta: 7,
    usuario: ANA,
    usuarioDenunciado: BETO,
    decision: 'Resuelto',
    aprobado: true,
    sancion: null,
    explicacion: 'Contacto evitable en la curva 1.',
    fecha: '2026-03-02T05:00:00.000Z',
    votacion: { votos: 3, aFavor: 2, razonamientos: [{ comisario: 'Carla Recta', voto: 'Sanción', razonamiento: 'Frenó tarde.' }] },
    apelaciones: [],
    ...e,
  };
}

const LOG: DecisionLogEntry[] = [
  entry({ numeroReporte: null, usuario: null, vuelta: null, decision: 'Sanción sin reporte', sancion: penalty({ id: 'p9', tipo: 'posiciones', descripcion: 'Pérdida de posiciones', segundos: null, posiciones: 3, puntosLicencia: 2 }), fecha: '2026-03-03T01:00:00.000Z', votacion: null }),
  entry({ numeroReporte: 12, sancion: penalty({ segundos: 5 }), fecha: '2026-03-02T06:00:00.000Z' }),
  entry({ numeroReporte: 11, decision: 'Rechazado', aprobado: false, usuarioDenunciado: null, fecha: '2026-03-02T05:00:00.000Z' }),
];

const overlay = (decisiones: DecisionLogEntry[] = LOG) =>
  new DecisionsOverlay({
    decisions: {
      log: (id) => Promise.resolve(id === 'c1' ? ({ campeonato: { id: 'c1', nombreCampeonato: 'Copa Volcán' }, decisiones, puntosLicencia: [], umbralesLicencia: [], caducidadCarreras: null, suspensiones: [] } satisfies DecisionLogAnswer) : null),
    },
  });

describe('The stewards’ decisions ticker overlay', () => {
  it('reads the latest decisions of the public decision log, newest first, the first rows asked', async () => {
    const view = await overlay().execute({ campeonato: 'c1', filas: 2 });
    expect(view.campeonato).to.equal('Copa Volcán');
    expect(view.decisiones).to.have.length(2);
    expect(view.decisiones[0]).to.deep.include({
      titulo: 'Revisión de oficio',
      carrera: 'Autódromo de Querétaro',
      pilotos: 'Beto Luna',
      decision: 'Sanción sin reporte',
      sancion: 'Pérdida de posiciones: 3 posiciones · 2 puntos de licencia',
    });
    expect(view.decisiones[1]).to.deep.include({
      titulo: 'Reporte #12',
      carrera: 'Autódromo de Querétaro · vuelta 7',
      pilotos: 'Ana R. reportó a Beto Luna',
      decision: 'Resuelto',
      sancion: 'Penalización de tiempo: 5 segundos',
      explicacion: 'Contacto evitable en la curva 1.',
    });
    expect(new Set(view.decisiones.map((d) => d.clave)).size).to.equal(2);
  });

  it('names the drivers only as the public log does (a deleted account as such), and never the stewards', async () => {
    const view = await overlay().execute({ campeonato: 'c1', filas: 10 });
    expect(view.decisiones[2]).to.deep.include({ titulo: 'Reporte #11', pilotos: 'Ana R. reportó a Cuenta eliminada', decision: 'Rechazado', sancion: 'Sin sanción' });
    expect(JSON.stringify(view)).to.not.contain('Carla Recta');
  });

  it('keeps a long explanation short enough for a ticker', async () => {
    const long = 'Una explicación muy larga. '.repeat(20);
    const view = await overlay([entry({ explicacion: long })]).execute({ campeonato: 'c1', filas: 5 });
    expect(view.decisiones[0]!.explicacion.length).to.be.at.most(161);
    expect(view.decisiones[0]!.explicacion.endsWith('…')).to.equal(true);
  });

  it('is empty before the stewards decide anything', async () => {
    expect((await overlay([]).execute({ campeonato: 'c1', filas: 5 })).decisiones).to.deep.equal([]);
  });

  it('asks for a championship, and refuses an unknown one', async () => {
    expect(await overlay().execute({ campeonato: null, filas: 5 }).catch((e: unknown) => e)).to.be.instanceOf(ValidationError);
    expect(await overlay().execute({ campeonato: 'x', filas: 5 }).catch((e: unknown) => e)).to.be.instanceOf(NotFoundError);
  });
});
