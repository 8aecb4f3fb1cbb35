import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PROBE = 'test/support/fixtures-probe.suite.ts';

/** Runs the probe suite in a mocha of its own with these variables; answers its exit code and output. */
function runProbe(env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; output: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/mocha/bin/mocha.js'), '--no-config', '--import=tsx', '--reporter', 'json', PROBE], {
      cwd: ROOT,
      env: childEnv,
    });
    let output = '';
    let stdout = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      output += d;
    });
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, output }));
  });
}

const stats = (stdout: string) => (JSON.parse(stdout.slice(stdout.indexOf('{'))) as { stats: { passes: number; failures: number; pending: number } }).stats;

describe('The rule for tests over the real iRacing exports', function () {
  this.timeout(60_000);
  const missing = path.join(tmpdir(), 'parrilla-no-existe', 'iracing');

  it('fails every test that needs them under CI=true when the folder is missing, naming the folder', async () => {
    const run = await runProbe({ CI: 'true', IRACING_FIXTURES_DIR: missing });
    expect(run.code, run.output).to.not.equal(0);
    expect(stats(run.stdout)).to.include({ passes: 0, failures: 2, pending: 0 });
    expect(run.output).to.include(`Faltan las exportaciones reales de iRacing en ${missing}`);
  });

  it('skips them with a notice outside CI when the folder is missing', async () => {
    const run = await runProbe({ CI: undefined, IRACING_FIXTURES_DIR: missing });
    expect(run.code, run.output).to.equal(0);
    expect(stats(run.stdout)).to.include({ passes: 0, failures: 0, pending: 2 });
    expect(run.output).to.include(`[aviso] se omiten las pruebas que usan las exportaciones reales de iRacing: no existe ${missing}`);
  });

  it('runs them under CI=true when the folder is there', async () => {
    const present = mkdtempSync(path.join(tmpdir(), 'parrilla-iracing-'));
    try {
      const run = await runProbe({ CI: 'true', IRACING_FIXTURES_DIR: present });
      expect(run.code, run.output).to.equal(0);
      expect(stats(run.stdout)).to.include({ passes: 2, failures: 0, pending: 0 });
    } finally {
      rmSync(present, { recursive: true, force: true });
    }
  });
});
