// The reference of every `parrilla` command as Markdown, written from the program itself (its help
// and cli/examples.ts) into docs/cli.md by `npm run docs:cli`; a test checks the file is current.
import { createCli } from './cli-runtime.js';
import { CLI_EXAMPLES } from './examples.js';
import { buildProgram, leafCommands, loadCommands } from './program.js';

export const REFERENCE_START = '<!-- referencia: escrita por `npm run docs:cli` desde el programa; no se edita a mano -->';
export const REFERENCE_END = '<!-- fin de la referencia -->';


const anchor = (path: string) => `parrilla-${path.replace(/ /g, '-')}`;

/** The generated part of docs/cli.md, markers included. */
export async function cliReference(): Promise<string> {
  const program = buildProgram(createCli(), await loadCommands());
  const leaves = leafCommands(program);
  const lines = [REFERENCE_START, '', '### Índice', '', ...leaves.map(({ path }) => `- [\`parrilla ${path}\`](#${anchor(path)})`), ''];
  for (const { path, command } of leaves) {
    const examples = CLI_EXAMPLES[path] ?? [];
    // A fixed width, so the file does not depend on the terminal it was written from.
    command.configureHelp({ ...command.configureHelp(), helpWidth: 100 });
    const description = command.description().charAt(0).toUpperCase() + command.description().slice(1);
    lines.push(
      `### parrilla ${path}`,
      '',
      /[.)]$/.test(description) ? description : `${description}.`,
      '',
      '```text',
      command.helpInformation().trimEnd(),
      '```',
      '',
      examples.length === 1 ? 'Ejemplo:' : 'Ejemplos:',
      '',
      '```sh',
      ...examples,
      '```',
      '',
    );
  }
  lines.push(REFERENCE_END);
  return lines.join('\n');
}

/** `text` with its generated part replaced by `reference` (the markers must be there once). */
export function withReference(text: string, reference: string): string {
  const start = text.indexOf(REFERENCE_START);
  const end = text.indexOf(REFERENCE_END);
  if (start < 0 || end < start) throw new Error(`docs/cli.md no tiene las marcas de la referencia (${REFERENCE_START} … ${REFERENCE_END})`);
  return text.slice(0, start) + reference + text.slice(end + REFERENCE_END.length);
}
