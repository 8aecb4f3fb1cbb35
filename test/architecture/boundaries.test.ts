import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { ICruiseResult } from 'dependency-cruiser';
import { cruiseTree, TREES } from '../../scripts/check-boundaries.js';

const describeViolations = (result: ICruiseResult) => result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

describe('Architecture boundaries of the repository', () => {
  for (const tree of TREES) {
    it(`finds no violation of .dependency-cruiser.cjs in ${tree.roots.join(', ')}`, async function () {
      // Reading the whole tree takes a few seconds alone and much longer beside a parallel run.
      this.timeout(180_000);
      const result = await cruiseTree(tree);
      expect(describeViolations(result)).to.deep.equal([]);
      // A cruise that found nothing to read would pass too; make sure it read the tree.
      expect(result.summary.totalCruised).to.be.greaterThan(10);
    });
  }
});

/** A tiny repository with one import of each forbidden kind and a few allowed ones. */
const FIXTURE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'ES2023', strict: true }, include: ['src', 'cli', 'web'] }),
  'package.json': JSON.stringify({ type: 'module' }),
  'src/platform/errors.ts': 'export class DomainError extends Error {}\n',
  'src/platform/clock.ts': "import { garage } from '../modules/garage/index.js';\nexport const clock = garage;\n",
  'src/modules/garage/index.ts':
    "export { Car } from './domain/car.entity.js';\nexport { GARAGE } from './garage.tokens.js';\nexport { GARAGE_PRIVATE } from './garage.private-tokens.js';\nexport const garage = 'garage';\n",
  'src/modules/garage/garage.tokens.ts': "export const GARAGE = { ParkCar: Symbol.for('garage.ParkCar') };\n",
  'src/modules/garage/garage.private-tokens.ts': "export const GARAGE_PRIVATE = { Cars: Symbol.for('garage.Cars') };\n",
  'src/modules/garage/garage.container.ts': "import { GARAGE_PRIVATE } from './garage.private-tokens.js';\nimport { GARAGE } from './garage.tokens.js';\nexport const tokens = [GARAGE, GARAGE_PRIVATE];\n",
  'src/modules/pits/pits.container.ts':
    "import { GARAGE_PRIVATE } from '../garage/garage.private-tokens.js';\nimport { GARAGE } from '../garage/index.js';\nexport const tokens = [GARAGE, GARAGE_PRIVATE];\n",
  'src/container.ts': "import { GARAGE_PRIVATE } from './modules/garage/garage.private-tokens.js';\nexport const root = GARAGE_PRIVATE;\n",
  'src/modules/garage/domain/car.entity.ts':
    "import { DomainError } from '../../../platform/errors.js';\nimport { carRows } from '../adapters/persistence/car.repository.knex.js';\nexport class Car { rows = carRows; error = DomainError; }\n",
  'src/modules/garage/adapters/persistence/car.repository.knex.ts': 'export const carRows: string[] = [];\n',
  'src/modules/garage/application/park-car.use-case.ts':
    "import { Car } from '../domain/car.entity.js';\nimport { carRows } from '../adapters/persistence/car.repository.knex.js';\nexport const parkCar = () => [new Car(), carRows];\n",
  'src/modules/pits/application/refuel.use-case.ts':
    "import { Car } from '../../garage/domain/car.entity.js';\nimport { garage } from '../../garage/index.js';\nexport const refuel = () => [new Car(), garage];\n",
  'src/modules/pits/domain/lap.ts': "import { stint } from './stint.js';\nexport const lap = () => stint();\n",
  'src/modules/pits/domain/stint.ts': "import { lap } from './lap.js';\nexport const stint = (): unknown => lap;\n",
  'src/modules/pits/domain/tyre.ts': "import type { Wheel } from './wheel.js';\nexport interface Tyre { wheel?: Wheel }\n",
  'src/modules/pits/domain/wheel.ts': "import type { Tyre } from './tyre.js';\nexport interface Wheel { tyre?: Tyre }\n",
  'src/contracts/pits.contract.ts': "import { DomainError } from '../platform/errors.js';\nexport const pitsError = DomainError;\n",
  'cli/commands/park.command.ts': "import { Car } from '../../src/modules/garage/domain/car.entity.js';\nexport const park = () => new Car();\n",
  'cli/broken.ts': "import { nothing } from './missing.js';\nexport const broken = nothing;\n",
  'web/src/features/a/a.ts':
    "import { pitsError } from '../../../../src/contracts/pits.contract.js';\nimport { DomainError } from '../../../../src/platform/errors.js';\nimport { b } from '../b/b.js';\nexport const a = [pitsError, DomainError, b];\n",
  'web/src/features/b/b.ts': "import { routes } from '../../app/router.js';\nexport const b = routes;\n",
  'web/src/app/router.ts': "import { button } from '../components/ui/button.js';\nexport const routes = [button];\n",
  'src/http/garage-routes.ts': "import { garage } from '../modules/garage/index.js';\nexport const routes = garage;\n",
  'src/app.ts': "import { garage } from './modules/garage/index.js';\nexport const app = garage;\n",
  'web/src/components/ui/button.ts': "export const button = 'button';\n",
  'web/src/lib/format.ts': "import { b } from '../features/b/b.js';\nexport const formatted = b;\n",
  'web/src/components/layout/menu.ts': "import type { Drawer } from './drawer.js';\nexport interface Menu { drawer?: Drawer }\nexport const drawer = () => import('./drawer.js');\n",
  'web/src/components/layout/drawer.ts': "import type { Menu } from './menu.js';\nexport interface Drawer { menu?: Menu }\n",
};

describe('Architecture boundaries on a fixture tree', () => {
  let dir: string;
  let violations: string[];

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'parrilla-boundaries-'));
    for (const [file, text] of Object.entries(FIXTURE)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    violations = describeViolations(await cruiseTree({ roots: ['src', 'cli', 'web'], tsConfig: 'tsconfig.json' }, dir));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('flags a domain file that imports an adapter', () => {
    expect(violations).to.include('domain-is-pure: src/modules/garage/domain/car.entity.ts → src/modules/garage/adapters/persistence/car.repository.knex.ts');
  });

  it('lets a domain file import the shared DomainError family', () => {
    expect(violations.filter((v) => v.endsWith('→ src/platform/errors.ts') && v.includes('/domain/'))).to.deep.equal([]);
  });

  it('flags a use case that imports an adapter', () => {
    expect(violations).to.include('application-not-adapters: src/modules/garage/application/park-car.use-case.ts → src/modules/garage/adapters/persistence/car.repository.knex.ts');
  });

  it("flags a module reaching past another module's index.ts, and lets it use the index", () => {
    expect(violations).to.include('modules-through-index: src/modules/pits/application/refuel.use-case.ts → src/modules/garage/domain/car.entity.ts');
    expect(violations).not.to.include('modules-through-index: src/modules/pits/application/refuel.use-case.ts → src/modules/garage/index.ts');
  });

  it("flags the CLI reaching past a module's index.ts", () => {
    expect(violations).to.include('drivers-through-index: cli/commands/park.command.ts → src/modules/garage/domain/car.entity.ts');
  });

  it("flags a module importing another module's private tokens, and lets a module read its own", () => {
    expect(violations).to.include('private-tokens-stay-home: src/modules/pits/pits.container.ts → src/modules/garage/garage.private-tokens.ts');
    expect(violations.filter((v) => v.includes('src/modules/garage/garage.container.ts'))).to.deep.equal([]);
  });

  it('flags the composition root importing private tokens', () => {
    expect(violations).to.include('private-tokens-not-outside-modules: src/container.ts → src/modules/garage/garage.private-tokens.ts');
  });

  it("flags a module's index.ts re-exporting its private tokens, and lets it export its public ones", () => {
    expect(violations).to.include('private-tokens-not-exported: src/modules/garage/index.ts → src/modules/garage/garage.private-tokens.ts');
    expect(violations.filter((v) => v.endsWith('→ src/modules/garage/garage.tokens.ts'))).to.deep.equal([]);
  });

  it('flags the HTTP plumbing importing a module, even through its index, and lets the app composition do it', () => {
    expect(violations).to.include('http-below-modules: src/http/garage-routes.ts → src/modules/garage/index.ts');
    expect(violations.filter((v) => v.includes('src/app.ts'))).to.deep.equal([]);
  });

  it('flags platform code importing a module', () => {
    expect(violations).to.include('platform-not-modules: src/platform/clock.ts → src/modules/garage/index.ts');
  });

  it('flags contracts importing server code', () => {
    expect(violations).to.include('contracts-stand-alone: src/contracts/pits.contract.ts → src/platform/errors.ts');
  });

  it('flags web code importing server code other than contracts, and lets it import contracts', () => {
    expect(violations).to.include('web-only-contracts: web/src/features/a/a.ts → src/platform/errors.ts');
    expect(violations.filter((v) => v.startsWith('web-only-contracts') && v.endsWith('pits.contract.ts'))).to.deep.equal([]);
  });

  it('flags one web feature importing another', () => {
    expect(violations).to.include('web-features-apart: web/src/features/a/a.ts → web/src/features/b/b.ts');
  });

  it('flags shared web code importing a feature, and lets the app shell import shared code', () => {
    expect(violations).to.include('web-shared-not-features: web/src/lib/format.ts → web/src/features/b/b.ts');
    expect(violations.filter((v) => v.includes(': web/src/app/'))).to.deep.equal([]);
  });

  it('flags a feature importing the app shell', () => {
    expect(violations).to.include('web-not-app: web/src/features/b/b.ts → web/src/app/router.ts');
  });

  it('flags a cycle of runtime imports and tolerates a cycle of type-only imports', () => {
    const cycles = violations.filter((v) => v.startsWith('no-circular'));
    expect(cycles).to.have.length.greaterThan(0);
    expect(cycles.every((v) => /pits\/domain\/(lap|stint)\.ts → src\/modules\/pits\/domain\/(lap|stint)\.ts$/.test(v))).to.equal(true);
  });

  it('flags any cycle in the web app, type-only and lazy imports included, where the server tolerates type-only ones', () => {
    const webCycles = violations.filter((v) => v.startsWith('web-no-circular'));
    expect(webCycles).to.have.length.greaterThan(0);
    expect(webCycles.every((v) => /web\/src\/components\/layout\/(menu|drawer)\.ts → web\/src\/components\/layout\/(menu|drawer)\.ts$/.test(v))).to.equal(true);
    expect(violations.filter((v) => v.includes('pits/domain/tyre') || v.includes('pits/domain/wheel'))).to.deep.equal([]);
  });

  it('flags an import it cannot resolve', () => {
    expect(violations).to.include('no-unresolvable: cli/broken.ts → ./missing.js');
  });
});
