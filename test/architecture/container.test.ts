import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { ContainerModule, type Container, type ResolutionContext } from 'inversify';
import { createContainer, MODULES } from '../../src/container.js';
import { CHAMPIONSHIPS } from '../../src/modules/championships/index.js';
import { PAYMENTS } from '../../src/modules/payments/index.js';
import { IDENTITY } from '../../src/modules/identity/index.js';
import { DeleteUser } from '../../src/modules/identity/application/delete-user.use-case.js';
import { systemClock } from '../../src/platform/clock.js';
import { classBinder } from '../../src/platform/container/typed-bindings.js';
import { createKnex, type Knex } from '../../src/platform/database/knex.js';
import { createLogger } from '../../src/platform/logger.js';
import { PLATFORM } from '../../src/platform/platform.tokens.js';
import { testConfig } from '../support/databases.js';

const MODULES_DIR = path.resolve(import.meta.dirname, '../../src/modules');

/** Ports several modules may fill at once (identity calls every AccountRelease bound). */
const MULTI_BOUND = new Set<symbol>([IDENTITY.AccountReleases as symbol]);

interface TokenSet {
  module: string;
  name: string;
  tokens: Record<string, symbol>;
}

/** Every token object each module's index.ts exports (IDENTITY, CHAMPIONSHIPS …): its public face. */
async function publicTokenSets(): Promise<TokenSet[]> {
  const sets: TokenSet[] = [];
  for (const module of readdirSync(MODULES_DIR).sort()) {
    const index = (await import(pathToFileURL(path.join(MODULES_DIR, module, 'index.ts')).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(index)) {
      const isTokenSet = !!value && typeof value === 'object' && Object.values(value).length > 0 && Object.values(value).every((v) => typeof v === 'symbol');
      if (isTokenSet) sets.push({ module, name, tokens: value as Record<string, symbol> });
    }
  }
  return sets;
}

/** A small deterministic shuffle (mulberry32), so a failing order can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const ORDERS: Array<{ name: string; modules: readonly ContainerModule[] }> = [
  { name: 'as listed', modules: MODULES },
  { name: 'reversed', modules: [...MODULES].reverse() },
  ...[1, 2, 3, 4, 5].map((seed) => ({ name: `shuffled (seed ${seed})`, modules: shuffled(MODULES, seed) })),
];

describe('Composition root (src/container.ts)', () => {
  let knex: Knex;
  let dataDir: string;
  let sets: TokenSet[];
  const containerIn = (modules: readonly ContainerModule[]): Container => {
    const config = testConfig('sqlite');
    dataDir = config.dataDir;
    knex = createKnex(config.database);
    return createContainer({ config, logger: createLogger(config), knex, clock: systemClock }, modules);
  };

  before(async () => {
    sets = await publicTokenSets();
  });
  afterEach(async () => {
    await knex?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("finds every module's public tokens through its index.ts", () => {
    expect(sets.map((s) => s.module)).to.deep.equal(readdirSync(MODULES_DIR).sort());
    expect(MODULES).to.have.length(sets.length);
  });

  for (const order of ORDERS) {
    it(`resolves every public token exactly once with the modules loaded ${order.name}`, () => {
      const container = containerIn(order.modules);
      const problems: string[] = [];
      for (const set of sets) {
        for (const [key, id] of Object.entries(set.tokens)) {
          try {
            const found = container.getAll(id);
            const expected = MULTI_BOUND.has(id) ? found.length >= 1 : found.length === 1;
            if (!expected) problems.push(`${set.name}.${key}: ${found.length} bindings`);
            for (const instance of found) if (instance === undefined || instance === null) problems.push(`${set.name}.${key}: empty`);
          } catch (err) {
            problems.push(`${set.name}.${key}: ${(err as Error).message.split('\n')[0]}`);
          }
        }
      }
      expect(problems).to.deep.equal([]);
      // Cross-module ports are filled by the root, whatever the order.
      expect(container.get(CHAMPIONSHIPS.PaymentRecords)).to.equal(container.get(PAYMENTS.PaymentRecords));
      expect(container.get(IDENTITY.Enrolments)).to.equal(container.get(CHAMPIONSHIPS.EnrolmentDirectory));
      expect(container.get(CHAMPIONSHIPS.Accounts)).to.equal(container.get(IDENTITY.Accounts));
    });
  }

  it('lets the root replace the payments answer championships reads', async () => {
    const container = containerIn(MODULES);
    const payments = { existFor: async (id: string) => id === 'con-pagos', heldPlaces: async () => 0, holders: async () => [], nextHoldEnd: async () => null };
    container.unbind(CHAMPIONSHIPS.PaymentRecords);
    container.bind(CHAMPIONSHIPS.PaymentRecords).toConstantValue(payments);
    expect(container.get(CHAMPIONSHIPS.PaymentRecords)).to.equal(payments);
    expect(await container.get(CHAMPIONSHIPS.PaymentRecords).existFor('con-pagos')).to.equal(true);
  });
});

/**
 * Never called: `npm run typecheck` compiles it. Identity's DeleteUser needs `releases`; a module
 * whose shared dependencies forget it does not compile (the unused `@ts-expect-error` would fail typecheck).
 */
export function identityWithoutReleases(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    const deps = (ctx: ResolutionContext) => ({
      users: ctx.get(IDENTITY.Accounts) as never,
      enrolments: ctx.get(IDENTITY.Enrolments),
      storage: ctx.get(PLATFORM.FileStorage),
      clock: ctx.get(PLATFORM.Clock),
      tx: ctx.get(PLATFORM.Tx),
    });
    const useCase = classBinder(bind, deps);
    // @ts-expect-error -- `releases` (the AccountRelease ports) is not built.
    useCase(IDENTITY.DeleteUser, DeleteUser);
  });
}
