// `npm run check:boundaries`: the dependency rules of .dependency-cruiser.cjs over the server and
// the web app. test/architecture/boundaries.test.ts runs the same cruise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, format, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CONFIG_FILE = path.join(ROOT, '.dependency-cruiser.cjs');

export interface Tree {
  /** Folders and files to cruise, relative to the base folder. */
  roots: string[];
  /** The tsconfig that resolves the tree's imports, relative to the base folder. */
  tsConfig: string;
}

/** Two trees because web/ resolves its own aliases (@/…, @contracts/…) through its own tsconfig. */
export const TREES: Tree[] = [
  { roots: ['src', 'cli', 'migrations', 'bench', 'scripts', 'knexfile.ts'], tsConfig: 'tsconfig.json' },
  { roots: ['web'], tsConfig: 'web/tsconfig.json' },
];

/** Cruises one tree under `baseDir` with the rules of `configFile`; rule paths are relative to `baseDir`. */
export async function cruiseTree(tree: Tree, baseDir = ROOT, configFile = CONFIG_FILE): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(configFile);
  // TypeScript mis-reads a relative tsconfig name outside the working folder, hence absolute paths.
  const tsConfigFile = path.resolve(baseDir, tree.tsConfig);
  const tsConfig = extractTSConfig(tsConfigFile);
  const result = await cruise(
    tree.roots,
    { ...options, baseDir, tsConfig: { fileName: tsConfigFile } },
    { alias: aliasesOf(tsConfig.options) },
    { tsConfig },
  );
  return result.output as ICruiseResult;
}

/**
 * The tsconfig `paths` as resolver aliases. dependency-cruiser's own paths support reads them
 * relative to the working folder when the tsconfig has no baseUrl (web/'s has none), so it would
 * miss `@/…` and `@contracts/…`.
 */
function aliasesOf(options: { paths?: Record<string, string[]>; pathsBasePath?: unknown; baseUrl?: string }): Record<string, string> {
  const base = typeof options.pathsBasePath === 'string' ? options.pathsBasePath : (options.baseUrl ?? ROOT);
  const aliases: Record<string, string> = {};
  for (const [pattern, [target]] of Object.entries(options.paths ?? {})) {
    if (pattern.endsWith('/*') && target?.endsWith('/*')) aliases[pattern.slice(0, -2)] = path.resolve(base, target.slice(0, -2));
  }
  return aliases;
}

async function main(): Promise<void> {
  let violations = 0;
  for (const tree of TREES) {
    const result = await cruiseTree(tree);
    violations += result.summary.violations.length;
    const report = await format(result, { outputType: 'err-long' });
    process.stdout.write(`${tree.roots.join(' ')}: ${String(report.output).trim()}\n`);
  }
  process.exitCode = violations > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
