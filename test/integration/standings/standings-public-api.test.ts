import { expect } from 'chai';
import { cliEnv, parrilla } from '../../support/cli.js';
import { describeEachDatabase } from '../../support/databases.js';
import { createUser } from '../../support/http.js';
import { expectedTotals, GT_DRIVERS, seedStandingsSeason } from '../../support/standings-season.js';
import { bearer, useTestApi } from '../championships/championship-fixtures.js';

interface Line {
  posicion: number;
  puntos: number;
  piloto: { custId: number };
  posiciones?: Array<{ ronda: number; posicion: number | null }>;
}
interface Group {
  clave: string;
  grupo: string;
  filas: Line[];
}

const BOM = '\uFEFF';

/** Parses the simple CSV the standings answer (no field of this season needs quotes). */
const rowsOf = (text: string) => text.replace(BOM, '').trim().split('\n').map((l) => l.split(','));

describeEachDatabase('Standings for the public pages: the CSV file and the positions round by round', (kind) => {
  const t = useTestApi(kind);

  it('answers the standings as a CSV file with Spanish headers and a BOM, the same text the CLI prints', async () => {
    const { campeonatoId } = await seedStandingsSeason(t.context, { nombre: 'Copa Año Único' });
    const res = await t.api.request.get(`/api/campeonatos/${campeonatoId}/clasificacion.csv`).buffer(true);
    expect(res.status).to.equal(200);
    expect(res.headers['content-type']).to.equal('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).to.equal('attachment; filename="clasificacion-copa-ano-unico-ronda-3.csv"');
    expect(res.text.startsWith(BOM)).to.equal(true);
    const rows = rowsOf(res.text);
    expect(rows[0]).to.deep.equal(['Grupo', 'Posición', 'Piloto', 'ID de iRacing', 'Equipo', 'Puntos', 'Diferencia', 'Victorias', 'Podios', 'Poles', 'Vueltas rápidas', 'Deducciones', 'R1', 'R2', 'R3']);
    // Every GT driver's total and rounds as worked out by hand, the dropped round in parentheses.
    const gt = expectedTotals('gt');
    for (const [custId, name] of Object.entries(GT_DRIVERS)) {
      const line = rows.find((r) => r[3] === custId)!;
      const want = gt.get(Number(custId))!;
      expect(line[2], name).to.equal(name);
      expect(Number(line[5]), name).to.equal(want.total);
      expect(line.slice(12), name).to.deep.equal(want.rounds.map((p, i) => (i + 1 === want.dropped ? `(${p})` : String(p))));
    }
    expect(rows.find((r) => r[3] === '1')![4]).to.equal('Escudería Norte');
    expect(rows).to.have.length(1 + 9);

    const afterTwo = await t.api.request.get(`/api/campeonatos/${campeonatoId}/clasificacion.csv?hastaRonda=2`).buffer(true);
    expect(afterTwo.headers['content-disposition']).to.include('-ronda-2.csv');
    expect(rowsOf(afterTwo.text)[0]!.slice(-2)).to.deep.equal(['R1', 'R2']);
    const bad = await t.api.request.get(`/api/campeonatos/${campeonatoId}/clasificacion.csv?hastaRonda=cero`);
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.have.property('hastaRonda', 'La ronda debe ser un número entero');
    expect((await t.api.request.get('/api/campeonatos/no-existe/clasificacion.csv')).status).to.equal(404);

    // One format: the CLI prints the same lines (its actor sees everything, and everything is published).
    const cli = await parrilla(['standings', 'show', campeonatoId, '--csv'], cliEnv(t.context.config.dataDir, kind));
    expect(cli.code, cli.stderr).to.equal(0);
    expect(cli.stdout.trim()).to.equal(res.text.replace(BOM, '').trim());
  });

  it('gives each line its position after every round on request, the same as asking for the standings after that round', async () => {
    const { campeonatoId } = await seedStandingsSeason(t.context);
    const admin = await createUser(t.context, { rol: 'admin' });
    const res = await t.api.request.get(`/api/campeonatos/${campeonatoId}/clasificacion?evolucion=true`);
    expect(res.status).to.equal(200);
    const tables = (body: { grupos: Group[]; equipos: Group[] }) => [...body.grupos, ...body.equipos];
    expect(tables(res.body).map((g) => g.clave)).to.include('equipos');
    for (const ronda of [1, 2, 3]) {
      const then = await t.api.request.get(`/api/campeonatos/${campeonatoId}/clasificacion?hastaRonda=${ronda}`).set(bearer(admin.token));
      for (const table of tables(res.body)) {
        const earlier = tables(then.body).find((g) => g.clave === table.clave);
        for (const [i, line] of table.filas.entries()) {
          const was = earlier?.filas.find((l) => keyOf(l) === keyOf(line));
          expect(line.posiciones, `${table.grupo} ${i}`).to.have.length(3);
          expect(line.posiciones![ronda - 1], `${table.grupo} line ${i} round ${ronda}`).to.deep.equal({ ronda, posicion: was ? was.posicion : null });
        }
      }
    }
    // Iván missed round 2 but was in the LMP table after round 1: he has a place after every round.
    const lmp = res.body.grupos.find((g: Group) => g.filas.some((l) => l.piloto.custId === 12));
    expect(lmp.filas.find((l: Line) => l.piloto.custId === 12).posiciones.map((p: { posicion: number | null }) => p.posicion).every((p: number | null) => p !== null)).to.equal(true);
    // Without the option the lines carry no positions.
    const plain = await t.api.request.get(`/api/campeonatos/${campeonatoId}/clasificacion`);
    expect(plain.body.grupos[0].filas[0]).not.to.have.property('posiciones');
    const bad = await t.api.request.get(`/api/campeonatos/${campeonatoId}/clasificacion?evolucion=quizas`);
    expect(bad.status).to.equal(400);
    expect(bad.body.errors).to.have.property('evolucion', 'El parámetro evolucion debe ser true o false');
  });

  it("lists only the given races' results for a championship page's links (GET /api/events/list?carreras=)", async () => {
    const { raceIds, subsessions } = await seedStandingsSeason(t.context);
    const res = await t.api.request.get(`/api/events/list?carreras=${raceIds[0]},${raceIds[2]},${raceIds[3]}`);
    expect(res.status).to.equal(200);
    expect(res.body.events.map((e: { subsession_id: number }) => e.subsession_id).sort()).to.deep.equal([subsessions[0], subsessions[2]]);
    const all = await t.api.request.get('/api/events/list');
    expect(all.body.events).to.have.length(3);
  });
});

/** A line's identity across answers: the driver's iRacing id, or the team's name. */
function keyOf(line: Line | { nombre: string }): string {
  return 'piloto' in line ? `p:${line.piloto.custId}` : `t:${(line as { nombre: string }).nombre}`;
}
