import { expect } from 'chai';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { describeEachDatabase } from '../../support/databases.js';
import { parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { NEXT_YEAR, useCliSuite } from './cli-suite.js';

describeEachDatabase('parrilla users set-role and parrilla stewards assign|list', (kind) => {
  const { t, env } = useCliSuite(kind);

  it('makes a driver a steward, assigns him to a championship once and lists him, refusing in Spanish what cannot be', async function () {
    // Five runs of the command, each booting the application.
    this.timeout(240_000);
    const adminUser = await createUser(t.context, { rol: 'admin' });
    const championship = await t.context.container.get(CHAMPIONSHIPS.CreateChampionship).execute({ id: adminUser.id, rol: 'admin', suspendido: false }, {
      fields: { nombreCampeonato: 'Copa Volcán GT3', categoria: 'Deportivos', detallesCampeonato: 'Ocho fechas.', ...NEXT_YEAR, participantesMaximos: '20', precio: '0', premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' } },
    });
    const carla = await createUser(t.context, { nombre: 'Carla', apellido: 'Mora', email: 'carla@ejemplo.test' });

    const early = await parrilla(['stewards', 'assign', '--campeonato', championship.id, '--comisario', 'carla@ejemplo.test'], env);
    expect(early.code).to.equal(1);
    expect(early.stderr).to.include('Esa cuenta no tiene el rol de comisario');

    const role = await parrilla(['users', 'set-role', 'carla@ejemplo.test', 'comisario'], env);
    expect(role.code, role.stderr).to.equal(0);
    expect(role.stdout.trim()).to.equal('La cuenta carla@ejemplo.test ahora tiene el rol de comisario.');
    expect((await t.context.knex('users').where({ id: carla.id }).first()).rol).to.equal('comisario');

    const assigned = await parrilla(['stewards', 'assign', '--campeonato', championship.id, '--comisario', 'carla@ejemplo.test'], env);
    expect(assigned.code, assigned.stderr).to.equal(0);
    expect(assigned.stdout.trim()).to.equal('Carla Mora es comisario de Copa Volcán GT3.');
    const again = await parrilla(['stewards', 'assign', '--campeonato', championship.id, '--comisario', carla.id], env);
    expect(again.code).to.equal(1);
    expect(again.stderr).to.include('Esa cuenta ya es comisario de este campeonato.');

    const list = await parrilla(['stewards', 'list', '--json'], env);
    expect(list.code, list.stderr).to.equal(0);
    expect(JSON.parse(list.stdout).comisarios.map((a: { campeonato: { id: string }; comisario: { id: string } }) => [a.campeonato.id, a.comisario.id])).to.deep.equal([[championship.id, carla.id]]);
  });
});
