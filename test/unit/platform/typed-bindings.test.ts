import 'reflect-metadata';
import { expect } from 'chai';
import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import { bindClass, classBinder } from '../../../src/platform/container/typed-bindings.js';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

interface Clock {
  now(): Date;
}
class Greet {
  constructor(private readonly deps: { clock: Clock; greeting: string }) {}
  execute(): string {
    return `${this.deps.greeting} ${this.deps.clock.now().toISOString()}`;
  }
}
class CountDays {
  constructor(private readonly deps: { clock: Clock; days: number }) {}
  execute(): number {
    return this.deps.days;
  }
}

const CLOCK = token<Clock>('Clock');
const GREET = token<Greet>('Greet');
const COUNT_DAYS = token<CountDays>('CountDays');
const fixedClock: Clock = { now: () => new Date('2026-05-01T18:00:00.000Z') };

describe('Typed bindings (src/platform/container/typed-bindings.ts)', () => {
  it('binds a class as a singleton built from its dependencies', () => {
    const container = new Container();
    container.load(
      new ContainerModule(({ bind }) => {
        bind(CLOCK).toConstantValue(fixedClock);
        bindClass(bind, GREET, Greet, (ctx) => ({ clock: ctx.get(CLOCK), greeting: 'Hola' }));
      }),
    );
    expect(container.get(GREET).execute()).to.equal('Hola 2026-05-01T18:00:00.000Z');
    expect(container.get(GREET)).to.equal(container.get(GREET));
  });

  it("binds use cases from one shared builder, each reading what it declares", () => {
    const container = new Container();
    container.load(
      new ContainerModule(({ bind }) => {
        bind(CLOCK).toConstantValue(fixedClock);
        const useCase = classBinder(bind, (ctx) => ({ clock: ctx.get(CLOCK), greeting: 'Buenas', days: 3 }));
        useCase(GREET, Greet);
        useCase(COUNT_DAYS, CountDays);
      }),
    );
    expect(container.get(GREET).execute()).to.equal('Buenas 2026-05-01T18:00:00.000Z');
    expect(container.get(COUNT_DAYS).execute()).to.equal(3);
    expect(container.get(COUNT_DAYS)).to.equal(container.get(COUNT_DAYS));
  });
});

/**
 * Never called: `npm run typecheck` compiles it. Each line below must be a compile error; if the
 * helpers stopped checking, TypeScript would report the unused `@ts-expect-error` and typecheck fails.
 */
export function bindingsThatMustNotCompile(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // A dependency the class needs is missing.
    // @ts-expect-error -- `greeting` is not built.
    bindClass(bind, GREET, Greet, (ctx) => ({ clock: ctx.get(CLOCK) }));
    // A dependency is built with another type.
    // @ts-expect-error -- `greeting` must be a string.
    bindClass(bind, GREET, Greet, (ctx) => ({ clock: ctx.get(CLOCK), greeting: 42 }));
    // The class does not make what the token promises.
    // @ts-expect-error -- COUNT_DAYS is not a Greet.
    bindClass(bind, COUNT_DAYS, Greet, (ctx) => ({ clock: ctx.get(CLOCK), greeting: 'Hola' }));

    const useCase = classBinder(bind, (ctx) => ({ clock: ctx.get(CLOCK), greeting: 'Hola' }));
    useCase(GREET, Greet);
    // A use case needs what the module's shared builder does not build.
    // @ts-expect-error -- `days` is not in the shared dependencies.
    useCase(COUNT_DAYS, CountDays);
  });
}
