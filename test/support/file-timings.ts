// Loaded by mocha in every process that runs tests (.mocharc.json "require"). With --parallel each
// worker runs one file at a time and the root hooks run once per file, so the wall time from the first
// root hook to the last is the file's whole cost: its tests and its hooks (servers, browsers,
// migrations). Each worker appends `{file, ms}` lines to a file named after the mocha process that
// started it; the summary reporter reads them to list the slowest files. Serially nothing is written:
// there the reporter measures the files itself.
import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the workers of the mocha process `pid` write their file times. */
export const timingsFile = (pid: number): string => path.join(tmpdir(), `parrilla-test-timings-${pid}.jsonl`);

let started = 0;

export const mochaHooks = process.env.MOCHA_WORKER_ID === undefined ? {} : {
  beforeAll(): void {
    started = Date.now();
  },
  afterAll(this: Mocha.Context): void {
    const file = this.test?.parent?.suites.find((suite) => suite.file)?.file ?? this.test?.parent?.file;
    if (file) appendFileSync(timingsFile(process.ppid), `${JSON.stringify({ file, ms: Date.now() - started })}\n`);
  },
};
