// The `parrilla` command's entry point: runs the program (cli/program.ts) on the command line.
import { EXIT } from './cli-runtime.js';
import { runCli } from './program.js';

const code = await runCli(process.argv);
// A successful `serve` keeps running; anything else ends here, even if a handle is still open.
if (code !== EXIT.ok) process.exit(code);
