// Mocha's spec output, closed by one plain line CI reads: "N passed, N failed, N skipped".
// Before that line, the thirty slowest test files with their time (tests and hooks), so a slow suite shows
// itself in every CI log. TEST_SLOW_FILES=<n> changes how many are listed (0: none).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const Mocha = require('mocha');

const { EVENT_RUN_END, EVENT_SUITE_BEGIN, EVENT_SUITE_END, EVENT_TEST_END, EVENT_HOOK_END } = Mocha.Runner.constants;

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const shown = Number(process.env.TEST_SLOW_FILES ?? 30);
    // Time per file. In a serial run, the wall time between one event and the next belongs to the
    // file that was running. With --parallel, the events of a file arrive together when the file is
    // done: there each worker writes the wall time of its files, hooks included
    // (test/support/file-timings.ts, same file name), and the sum of the tests' durations is only the
    // fallback.
    const perFile = new Map();
    const parallel = typeof runner.isParallelMode === 'function' && runner.isParallelMode();
    let currentFile = null;
    let last = Date.now();
    const charge = (file) => {
      const now = Date.now();
      if (!parallel && currentFile) perFile.set(currentFile, (perFile.get(currentFile) ?? 0) + (now - last));
      last = now;
      if (file) currentFile = file;
    };
    runner.on(EVENT_SUITE_BEGIN, (suite) => charge(suite.file));
    runner.on(EVENT_SUITE_END, () => charge());
    runner.on(EVENT_HOOK_END, () => charge());
    runner.on(EVENT_TEST_END, (test) => {
      charge(test.file);
      if (parallel && test.file) perFile.set(test.file, (perFile.get(test.file) ?? 0) + (test.duration ?? 0));
    });
    runner.once(EVENT_RUN_END, () => {
      charge();
      let wall = false;
      const timings = path.join(os.tmpdir(), `parrilla-test-timings-${process.pid}.jsonl`);
      if (parallel && fs.existsSync(timings)) {
        perFile.clear();
        for (const line of fs.readFileSync(timings, 'utf8').split('\n').filter(Boolean)) {
          const { file, ms } = JSON.parse(line);
          perFile.set(file, (perFile.get(file) ?? 0) + ms);
        }
        fs.rmSync(timings, { force: true });
        wall = perFile.size > 0;
        const total = [...perFile.values()].reduce((a, b) => a + b, 0);
        if (wall) process.stdout.write(`\n  ${perFile.size} files, ${(total / 60000).toFixed(1)} min of worker time in all\n`);
      }
      if (shown > 0 && perFile.size > 0) {
        const slowest = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, shown);
        process.stdout.write(`\n  Slowest files${wall ? ' (wall time, hooks included)' : parallel ? ' (sum of test durations)' : ''}:\n`);
        for (const [file, ms] of slowest) {
          process.stdout.write(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${path.relative(process.cwd(), file)}\n`);
        }
      }
      const s = runner.stats;
      process.stdout.write(`\n${s.passes} passed, ${s.failures} failed, ${s.pending} skipped\n`);
    });
  }
}

module.exports = SummaryReporter;
