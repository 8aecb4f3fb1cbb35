import type { Bind, ResolutionContext, ServiceIdentifier } from 'inversify';

/** Builds, from the container, the one dependencies object a class's constructor takes. */
export type DepsBuilder<D> = (ctx: ResolutionContext) => D;

/**
 * Binds `id` to a singleton `new Class(deps(ctx))`. The token's type, the class's instances and the
 * constructor's parameter are all checked: a dependency the class needs that `deps` does not build,
 * or builds with another type, is a compile error. (esbuild emits no decorator metadata, so every
 * binding is a factory like this one.)
 */
export function bindClass<T, D>(bind: Bind, id: ServiceIdentifier<T>, Class: new (deps: D) => T, deps: DepsBuilder<NoInfer<D>>): void {
  bind(id)
    .toDynamicValue((ctx) => new Class(deps(ctx)))
    .inSingletonScope();
}

/**
 * For a module's use cases, which share one `deps` builder: `useCase(TOKEN, UseCase)` binds each as a
 * singleton built from it. `deps` may build more than a use case reads; what a use case needs and
 * `deps` does not build (or builds with another type) is a compile error.
 */
export function classBinder<D>(bind: Bind, deps: DepsBuilder<D>): <T>(id: ServiceIdentifier<T>, Class: new (deps: D) => T) => void {
  return (id, Class) => bindClass(bind, id, Class, deps);
}
