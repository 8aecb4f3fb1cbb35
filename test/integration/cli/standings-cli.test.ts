import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { scoringPreset, standingsConfigSchema } from '../../../src/contracts/standings-config.contract.js';
import type { AppContext } from '../../../src/container.js';
import { CHAMPIONSHIPS } from '../../../src/modules/championships/index.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { createUser } from '../../support/http.js';
import { LEAGUE_CONFIG } from '../standings/standings-fixtures.js';

describeEachDatabase('parrilla standings config', (kind) => {
  let context: AppContext;
  let dir: string;
  before(async () => {
    context = await bootTestContext(kind);
    dir = mkdtempSync(path.join(os.tmpdir(), 'parrilla-puntuacion-'));
  });
  after(() => context.close());
  beforeEach(() => truncateAll(context));

  async function championship(): Promise<string> {
    const adminUser = await createUser(context, { rol: 'admin' });
    const admin = { id: adminUser.id, rol: 'admin' as const, suspendido: false };
    const created = await context.container.get(CHAMPIONSHIPS.CreateChampionship).execute(admin, {
      fields: { nombreCampeonato: 'Copa Volcán GT3', categoria: 'Deportivos', detallesCampeonato: 'Ocho fechas.', fechaInicio: '2026-04-01', fechaFin: '2026-06-30', participantesMaximos: '20', precio: '0', premios: { primerPuesto: 'A', segundoPuesto: 'B', tercerPuesto: 'C' } },
    });
    return created.id;
  }

  it('prints the F1 preset for a championship with nothing stored, saying so apart from the JSON', async () => {
    const id = await championship();
    const run = await parrilla(['standings', 'config', id, '--get'], cliEnv(context.config.dataDir, kind));
    expect(run.code, run.stderr).to.equal(0);
    expect(JSON.parse(run.stdout)).to.deep.equal(scoringPreset('f1'));
    expect(run.stderr).to.include('se usa la plantilla F1');
  });

  it('round-trips a configuration through --set and --get unchanged, and refuses an invalid file naming each field, storing nothing', async function () {
    // Five runs of the command, each booting the application.
    this.timeout(180_000);
    const id = await championship();
    const env = cliEnv(context.config.dataDir, kind);
    const file = path.join(dir, `liga-${kind}.json`);
    writeFileSync(file, JSON.stringify(LEAGUE_CONFIG));

    const set = await parrilla(['standings', 'config', id, '--set', file], env);
    expect(set.code, set.stderr).to.equal(0);
    expect(set.stdout.trim()).to.equal('Configuración de puntuación guardada.');
    const got = await parrilla(['standings', 'config', id, '--get'], env);
    expect(got.code, got.stderr).to.equal(0);
    expect(got.stderr).to.equal('');
    expect(JSON.parse(got.stdout)).to.deep.equal(standingsConfigSchema.parse(LEAGUE_CONFIG));

    // What --get printed goes back in through --set and comes out the same.
    const exported = path.join(dir, `exportada-${kind}.json`);
    writeFileSync(exported, got.stdout);
    expect((await parrilla(['standings', 'config', id, '--set', exported], env)).code).to.equal(0);
    const again = await parrilla(['standings', 'config', id, '--get'], env);
    expect(again.stdout).to.equal(got.stdout);

    const bad = path.join(dir, `mala-${kind}.json`);
    writeFileSync(bad, JSON.stringify({ ...LEAGUE_CONFIG, rondasDescartadas: 99, formato: { porDefecto: ['Resistencia'] } }));
    const refused = await parrilla(['standings', 'config', id, '--set', bad], env);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.include('Error: La configuración de puntuación no es válida; no se guardó nada.');
    expect(refused.stderr).to.include('  rondasDescartadas: El número de rondas descartadas debe estar entre 0 y 50');
    expect(refused.stderr).to.include('  formato.porDefecto.0: El formato por defecto usa «Resistencia», que no es un tipo de puntuación');
    const stored = await context.knex('standings_configs').where({ campeonatoId: id }).first();
    expect(JSON.parse(stored.configuracion)).to.deep.equal(JSON.parse(readFileSync(exported, 'utf8')));
  });

  it('refuses an unknown championship, a file that is not JSON and a missing --get/--set, with a non-zero code', async function () {
    this.timeout(120_000);
    const id = await championship();
    const env = cliEnv(context.config.dataDir, kind);
    const missing = await parrilla(['standings', 'config', 'no-existe', '--get'], env);
    expect(missing.code).to.equal(1);
    expect(missing.stderr.trim()).to.equal('Error: Campeonato no encontrado');
    const notJson = path.join(dir, `texto-${kind}.json`);
    writeFileSync(notJson, 'puntos: 25');
    const broken = await parrilla(['standings', 'config', id, '--set', notJson], env);
    expect(broken.code).to.equal(1);
    expect(broken.stderr.trim()).to.equal(`Error: El archivo ${notJson} no es JSON válido`);
    const neither = await parrilla(['standings', 'config', id], env);
    expect(neither.code).to.equal(2);
    expect(neither.stderr).to.include('indica --get o --set <archivo>');
    expect(await context.knex('standings_configs').count({ n: '*' }).first().then((r) => Number(r?.n))).to.equal(0);
  });
});
