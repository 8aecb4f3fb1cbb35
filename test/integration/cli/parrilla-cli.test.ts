import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { AppContext } from '../../../src/container.js';
import { bootTestContext, describeEachDatabase, truncateAll } from '../../support/databases.js';
import { cliEnv, cliProgram, parrilla, parrillaProcess, ROOT, BIN } from '../../support/cli.js';
import { createUser, startTestHttp, type TestHttp } from '../../support/http.js';

describe('parrilla CLI without a database', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'parrilla-cli-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints a Spanish help listing migrate, serve and users, and exits 0', async () => {
    const run = await parrilla(['--help'], cliEnv(dataDir));
    expect(run.code).to.equal(0);
    expect(run.stdout).to.match(/^Uso: parrilla \[opciones\] \[comando\]/);
    expect(run.stdout).to.include('Comandos:');
    for (const command of ['migrate', 'serve', 'users']) expect(run.stdout).to.match(new RegExp(`^  ${command}\\b`, 'm'));
  });

  it('exits 2 with a Spanish message when --email is missing, before touching the database', async () => {
    const run = await parrilla(['users', 'create-admin', '--password', 'secreto123'], cliEnv(dataDir));
    expect(run.code).to.equal(2);
    expect(run.stderr).to.include("error: falta la opción obligatoria '--email <correo>'");
    expect(run.stdout).to.equal('');
    expect(readdirSync(dataDir)).to.deep.equal([]);
  });

  it('exits 2 and suggests the closest command for an unknown one', async () => {
    const run = await parrilla(['user', 'list'], cliEnv(dataDir));
    expect(run.code).to.equal(2);
    expect(run.stderr).to.include("error: comando desconocido 'user'").and.include('(¿Quisiste decir users?)');
  });

  it('exits 2 when the port given to serve is not a number', async () => {
    const run = await parrilla(['serve', '--port', 'abc'], cliEnv(dataDir));
    expect(run.code).to.equal(2);
    expect(run.stderr).to.include("el valor 'abc' de la opción '-p, --port <puerto>' no es válido");
  });

  it('exits 1 naming the variable when the configuration is invalid', async () => {
    const run = await parrilla(['users', 'list'], { ...cliEnv(dataDir), DATABASE_URL: 'mysql://nadie' });
    expect(run.code).to.equal(1);
    expect(run.stderr).to.include('Configuración inválida').and.include('DATABASE_URL');
  });

  it('as a process, exits 0, 2 and 1 with the same output the program gives inside the tests', async function () {
    // The other tests run the program in the test's process; this checks bin.js answers the same.
    this.timeout(120_000);
    const cases: [string[], NodeJS.ProcessEnv, number][] = [
      [['--help'], cliEnv(dataDir), 0],
      [['user', 'list'], cliEnv(dataDir), 2],
      [['users', 'list'], { ...cliEnv(dataDir), DATABASE_URL: 'mysql://nadie' }, 1],
    ];
    const processes = await Promise.all(cases.map(([args, env]) => parrillaProcess(args, env, undefined, BIN)));
    for (const [i, [args, env, code]] of cases.entries()) {
      const inside = await parrilla(args, env);
      expect(processes[i].code, args.join(' ')).to.equal(code);
      expect(processes[i], args.join(' ')).to.deep.equal(inside);
    }
  });

  it('migrate applies every migration to a fresh SQLite database, then reports nothing pending', async () => {
    const migrations = readdirSync(path.join(ROOT, 'migrations')).filter((f) => f.endsWith('.ts'));
    const first = await parrilla(['migrate'], cliEnv(dataDir));
    expect(first.code).to.equal(0);
    expect(first.stdout).to.include(`Migraciones aplicadas (${migrations.length}):`);
    for (const name of migrations) expect(first.stdout).to.include(`  - ${name}`);

    const second = await parrilla(['migrate'], cliEnv(dataDir));
    expect(second.code).to.equal(0);
    expect(second.stdout.trim()).to.equal('La base de datos ya está al día: no hay migraciones pendientes.');
  });

  it('serve answers /api/health on the port it was given and exits 0 on SIGTERM', async () => {
    // The compiled CLI when the build is current, as in production; bin.js answers as the program does above.
    const child = spawn(process.execPath, [cliProgram(), 'serve', '--port', '0'], { cwd: ROOT, env: { ...cliEnv(dataDir), LOG_LEVEL: 'info' } });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /Parrilla escuchando en (http:\/\/localhost:\d+)/.exec(out);
          if (found) resolve(found[1]);
        });
        child.once('exit', (code) => reject(new Error(`serve terminó antes de escuchar (código ${code})`)));
      });
      const health = await fetch(`${url}/api/health`);
      expect(health.status).to.equal(200);
      expect(await health.json()).to.deep.equal({ status: 'ok', database: 'ok' });

      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).to.equal(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});

describeEachDatabase('parrilla CLI on the application database', (kind) => {
  let context: AppContext;
  let api: TestHttp;
  let env: NodeJS.ProcessEnv;

  before(async () => {
    context = await bootTestContext(kind);
    api = await startTestHttp(context);
    env = cliEnv(context.config.dataDir, kind);
  });
  after(async () => {
    await api.close();
    await context.close();
  });
  beforeEach(() => truncateAll(context));

  it('migrate reports nothing pending on a database the server already migrated', async () => {
    const run = await parrilla(['migrate'], env);
    expect(run.code).to.equal(0);
    expect(run.stdout).to.include('no hay migraciones pendientes');
  });

  it('users create-admin creates an admin who can then sign in through the HTTP app', async () => {
    const run = await parrilla(['users', 'create-admin', '--email', 'Jefa@Parrilla.test', '--password', 'secreto123', '--nombre', 'Lucía', '--apellido', 'Méndez'], env);
    expect(run.code).to.equal(0);
    expect(run.stdout).to.match(/^Cuenta de administrador creada: jefa@parrilla\.test \(id [\w-]+\)\.$/m);

    const login = await api.request.post('/api/auth/login').send({ email: 'jefa@parrilla.test', password: 'secreto123' });
    expect(login.status).to.equal(200);
    expect(login.body.user).to.include({ rol: 'admin', nombre: 'Lucía', apellido: 'Méndez', suspendido: false });
    const adminOnly = await api.request.get('/api/users').set('Authorization', `Bearer ${login.body.token}`);
    expect(adminOnly.status).to.equal(200);
  });

  it('users create-admin --superadmin gives the superadmin role', async () => {
    const run = await parrilla(['users', 'create-admin', '--email', 'root@parrilla.test', '--password', 'secreto123', '--superadmin'], env);
    expect(run.code).to.equal(0);
    expect(run.stdout).to.include('Cuenta de superadministrador creada: root@parrilla.test');
    const row = await context.knex('users').where({ email: 'root@parrilla.test' }).first();
    expect(row.rol).to.equal('superadmin');
  });

  it('users create-admin promotes an existing account and gives it the new password', async () => {
    const driver = await createUser(context, { email: 'piloto@parrilla.test', password: 'anterior1' });
    const run = await parrilla(['users', 'create-admin', '--email', 'piloto@parrilla.test', '--password', 'nueva1234'], env);
    expect(run.code).to.equal(0);
    expect(run.stdout).to.include('La cuenta piloto@parrilla.test ya existía: ahora es administrador');

    const old = await api.request.post('/api/auth/login').send({ email: 'piloto@parrilla.test', password: 'anterior1' });
    expect(old.status).to.equal(401);
    const login = await api.request.post('/api/auth/login').send({ email: 'piloto@parrilla.test', password: 'nueva1234' });
    expect(login.status).to.equal(200);
    expect(login.body.user).to.include({ id: driver.id, rol: 'admin' });
  });

  it('users create-admin exits 1 with the password rule on stderr for a password like abc, creating nothing', async () => {
    const run = await parrilla(['users', 'create-admin', '--email', 'jefa@parrilla.test', '--password', 'abc'], env);
    expect(run.code).to.equal(1);
    expect(run.stderr.trim()).to.equal('Error: La contraseña debe tener al menos 6 caracteres');
    expect(run.stdout).to.equal('');
    expect(await context.knex('users').count({ n: '*' }).first()).to.satisfy((r: { n: number | string }) => Number(r.n) === 0);
  });

  it('users list prints a table of id, nombre, apellido, email, rol and estado', async () => {
    const ana = await createUser(context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@parrilla.test' });
    const beto = await createUser(context, { nombre: 'Beto', apellido: 'Soto', email: 'beto@parrilla.test', rol: 'admin', suspendido: true });
    const run = await parrilla(['users', 'list'], env);
    expect(run.code).to.equal(0);
    const rows = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('│'))
      .map((line) => line.split('│').slice(1, -1).map((cell) => cell.trim()));
    expect(rows).to.deep.equal([
      ['id', 'nombre', 'apellido', 'email', 'rol', 'estado'],
      [ana.id, 'Ana', 'Ruiz', 'ana@parrilla.test', 'user', 'activo'],
      [beto.id, 'Beto', 'Soto', 'beto@parrilla.test', 'admin', 'suspendido'],
    ]);
    expect(run.stdout).to.include('2 usuarios');
  });

  it('users list --search ignores accents and case in names and e-mails', async () => {
    const jose = await createUser(context, { nombre: 'José', apellido: 'Núñez', email: 'jose@parrilla.test' });
    await createUser(context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@parrilla.test' });
    const run = await parrilla(['users', 'list', '--search', 'nunez', '--json'], env);
    expect(run.code).to.equal(0);
    expect(JSON.parse(run.stdout).map((u: { id: string }) => u.id)).to.deep.equal([jose.id]);
    const table = await parrilla(['users', 'list', '--search', 'JOSÉ NUÑEZ'], env);
    expect(table.stdout).to.include('Núñez').and.include('1 usuario').and.not.include('Ruiz');
  });

  it('users list says so when there is nobody', async () => {
    const run = await parrilla(['users', 'list'], env);
    expect(run.code).to.equal(0);
    expect(run.stdout.trim()).to.equal('No hay usuarios.');
  });

  it('users list --json prints the accounts as the admin API shows them', async () => {
    await createUser(context, { nombre: 'Ana', apellido: 'Ruiz', email: 'ana@parrilla.test' });
    const admin = await createUser(context, { nombre: 'Carla', apellido: 'Vega', email: 'carla@parrilla.test', rol: 'admin' });
    const run = await parrilla(['users', 'list', '--json'], env);
    expect(run.code).to.equal(0);
    const fromApi = await api.request.get('/api/users').set('Authorization', `Bearer ${admin.token}`);
    expect(JSON.parse(run.stdout)).to.deep.equal(fromApi.body.data);
    expect(JSON.parse(run.stdout).map((u: { email: string }) => u.email)).to.deep.equal(['ana@parrilla.test', 'carla@parrilla.test']);
  });
});
