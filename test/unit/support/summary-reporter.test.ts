import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const REPORTER = path.join(ROOT, 'test/support/summary-reporter.cjs');

/** Runs mocha with the summary reporter over `files` test files of one passing test each; answers its output. */
function runReporter(dir: string, env: Record<string, string | undefined> = {}): Promise<{ code: number | null; stdout: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/mocha/bin/mocha.js'), '--no-config', '--reporter', REPORTER, path.join(dir, '*.test.cjs')], { cwd: dir, env: childEnv });
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
  });
}

/** The files listed under "Slowest files", in order. */
function slowestListed(stdout: string): string[] {
  const lines = stdout.split('\n');
  const start = lines.findIndex((l) => l.includes('Slowest files'));
  if (start < 0) return [];
  const listed: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const match = /^\s+\d+\.\d s\s+(\S+)$/.exec(line);
    if (!match) break;
    listed.push(match[1]!);
  }
  return listed;
}

describe('The test run’s summary: the slowest files, then one line of counts', function () {
  this.timeout(60_000);
  let dir: string;

  before(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'parrilla-reporter-'));
    for (let i = 1; i <= 35; i++) {
      const name = `f${String(i).padStart(2, '0')}.test.cjs`;
      // The last five files take 100 to 300 ms, in steps of 50: the slowest, in that order.
      const ms = i > 30 ? (i - 29) * 50 : 0;
      writeFileSync(path.join(dir, name), `describe('file ${i}', () => { it('waits', (done) => { setTimeout(done, ${ms}); }); });\n`);
    }
  });

  after(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the thirty slowest files, slowest first, above "N passed, N failed, N skipped"', async () => {
    const run = await runReporter(dir, { TEST_SLOW_FILES: undefined });
    expect(run.code, run.stdout).to.equal(0);
    const listed = slowestListed(run.stdout);
    expect(listed, run.stdout).to.have.length(30);
    expect(listed.slice(0, 5), run.stdout).to.deep.equal(['f35.test.cjs', 'f34.test.cjs', 'f33.test.cjs', 'f32.test.cjs', 'f31.test.cjs']);
    expect(run.stdout.trimEnd().split('\n').at(-1)).to.equal('35 passed, 0 failed, 0 skipped');
  });

  it('lists as many as TEST_SLOW_FILES says, and none with 0', async () => {
    expect(slowestListed((await runReporter(dir, { TEST_SLOW_FILES: '5' })).stdout)).to.have.length(5);
    const none = await runReporter(dir, { TEST_SLOW_FILES: '0' });
    expect(none.stdout).to.not.include('Slowest files');
    expect(none.stdout.trimEnd().split('\n').at(-1)).to.equal('35 passed, 0 failed, 0 skipped');
  });
});
