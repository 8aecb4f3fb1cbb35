import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, parrilla } from '../../support/cli.js';
import { inventedExport, row } from '../../support/iracing-exports.js';

/** Words of commander's (or the API's) English that must never reach a person at the console. */
const ENGLISH = /Allowed choices|unknown option|missing required|required option|too many arguments|is invalid|Did you mean|Subsession ID|Customer ID/;

describeEachDatabase('parrilla speaks Spanish: usage errors, refusals and iRacing words', (kind) => {
  let context: AppContext;
  let env: NodeJS.ProcessEnv;
  let folder: string;

  before(async () => {
    context = await bootTestContext(kind);
    env = cliEnv(context.config.dataDir, kind);
  });
  after(async () => {
    await context.close();
  });
  beforeEach(async () => {
    await truncateAll(context);
    folder = mkdtempSync(path.join(tmpdir(), 'parrilla-es-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('a value outside the choices exits 2 naming the valid values in Spanish, with the help hint', async () => {
    const run = await parrilla(['results', 'export', '1', '--format', 'xml'], env);
    expect(run.code).to.equal(2);
    expect(run.stderr).to.include("error: el valor 'xml' de la opción '--format <formato>' no es válido: usa uno de estos valores: csv, json.");
    expect(run.stderr).to.include('(usa --help para ver las opciones)');
    expect(run.stderr).not.to.match(ENGLISH);
    const analysis = await parrilla(['results', 'show', '1', '--analysis', 'vueltas'], env);
    expect(analysis.code).to.equal(2);
    expect(analysis.stderr).to.include('usa uno de estos valores: phase-results, bestlaps');
    expect(analysis.stderr).not.to.match(ENGLISH);
  });

  it('an unknown option, a missing argument and a missing required option exit 2 in Spanish', async () => {
    const cases: [string[], string][] = [
      [['users', 'list', '--nada'], "error: opción desconocida '--nada'"],
      [['results', 'show'], "error: falta el argumento obligatorio 'subsessionId'"],
      [['users', 'create-admin', '--email', 'a@b.mx'], "error: falta la opción obligatoria '--password <contraseña>'"],
      [['comando-que-no-existe'], "error: comando desconocido 'comando-que-no-existe'"],
    ];
    for (const [args, message] of cases) {
      const run = await parrilla(args, env);
      expect(run.code, args.join(' ')).to.equal(2);
      expect(run.stderr, args.join(' ')).to.include(message).and.include('(usa --help para ver las opciones)');
      expect(run.stderr, args.join(' ')).not.to.match(ENGLISH);
    }
  });

  it('the help shows defaults and choices in Spanish', async () => {
    const run = await parrilla(['results', 'show', '--help'], env);
    expect(run.code).to.equal(0);
    expect(run.stdout.replace(/\s+/g, ' ')).to.include('por defecto: "phase-results"').and.include('valores: ');
    expect(run.stdout).not.to.match(/\bdefault:|choices:|Usage:|Options:/);
  });

  it('a driver analysis without --driver exits 1 with the Spanish reason; tables show phases and reasons out in Spanish', async () => {
    const file = path.join(folder, 'a.json');
    const event = inventedExport({
      subsession_id: 94000001,
      session_results: [
        {
          simsession_number: -1,
          simsession_type: 4,
          simsession_name: 'QUALIFY',
          results: [row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 3, incidents: 0, best_lap_time: 900_000 })],
        },
        {
          simsession_number: 0,
          simsession_type: 6,
          simsession_name: 'RACE',
          results: [
            row({ cust_id: 1, display_name: 'Ana Pista', finish_position: 0, laps_complete: 10, incidents: 1, reason_out: 'Running' }),
            row({ cust_id: 2, display_name: 'Beto Curva', finish_position: 1, laps_complete: 4, incidents: 2, reason_out: 'Disconnected' }),
          ],
        },
      ],
    });
    writeFileSync(file, JSON.stringify(event));
    expect((await parrilla(['import', file], env)).code).to.equal(0);

    const refused = await parrilla(['results', 'show', '94000001', '--analysis', 'driver-performance'], env);
    expect(refused.code).to.equal(1);
    expect(refused.stderr.trim()).to.equal('Error: Faltan el ID de la subsesión y el ID del piloto.');

    const race = await parrilla(['results', 'show', '94000001'], env);
    expect(race.code).to.equal(0);
    expect(race.stdout).to.include('Fase: Carrera').and.include('En pista').and.include('Desconectado');
    expect(race.stdout).not.to.match(/\b(RACE|Running|Disconnected)\b/);
    const list = await parrilla(['results', 'list'], env);
    expect(list.stdout).to.include('Clasificación, Carrera');
    expect(list.stdout).not.to.match(/\b(RACE|QUALIFY)\b/);
  });
});
