// Layer and module boundaries of the architecture (README, docs/adr/0001), checked by `npm run check:boundaries` and
// test/architecture/boundaries.test.ts. Paths are relative to the folder the cruise starts from.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'A domain folder holds plain TypeScript: it imports only its own files, the shared DomainError family, the shared Mexico City calendar (src/contracts/formats.ts), the strict reading of dates (src/contracts/plausible-date.ts) and the texts and plain rules shared with the web (src/contracts/*.messages.ts).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { pathNot: ['^src/modules/$1/domain/', '^src/platform/errors\\.ts$', '^src/contracts/formats\\.ts$', '^src/contracts/plausible-date\\.ts$', '^src/contracts/[^/]+\\.messages\\.ts$'] },
    },
    {
      name: 'application-not-adapters',
      comment: 'Use cases depend on ports; the adapters implementing them are bound in the container.',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/application/' },
      to: { path: '^src/modules/[^/]+/adapters/' },
    },
    {
      name: 'modules-through-index',
      comment: "A module reaches another only through that module's index.ts.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'drivers-through-index',
      comment: "The HTTP assembly, the composition root and the CLI also see a module only through its index.ts.",
      severity: 'error',
      from: { path: '^(src/http/|src/container\\.ts$|src/app\\.ts$|src/server\\.ts$|cli/)' },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'http-below-modules',
      comment: 'src/http is the HTTP plumbing the modules use: it knows no module; src/app.ts composes their routes into it.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'private-tokens-stay-home',
      comment:
        "A module's private tokens (<module>.private-tokens.ts: repositories, internal adapters) are read only inside that module; others use its public tokens and ports.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/[^/]+\\.private-tokens\\.ts$', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'private-tokens-not-outside-modules',
      comment: 'The HTTP assembly, the composition root, the CLI and every other driver see only public tokens.',
      severity: 'error',
      from: { pathNot: '^src/modules/' },
      to: { path: '^src/modules/[^/]+/[^/]+\\.private-tokens\\.ts$' },
    },
    {
      name: 'private-tokens-not-exported',
      comment: "A module's index.ts (its public face) does not re-export its private tokens.",
      severity: 'error',
      from: { path: '^src/modules/[^/]+/index\\.ts$' },
      to: { path: '^src/modules/[^/]+/[^/]+\\.private-tokens\\.ts$' },
    },
    {
      name: 'platform-not-modules',
      comment: 'Shared technical adapters know nothing of business modules.',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'The browser bundle imports src/contracts, so contracts must not pull in server code.',
      severity: 'error',
      from: { path: '^src/contracts/' },
      to: { path: '^src/', pathNot: '^src/contracts/' },
    },
    {
      name: 'web-only-contracts',
      comment: 'The web app shares schemas and messages with the server, nothing else.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^src/', pathNot: '^src/contracts/' },
    },
    {
      name: 'web-features-apart',
      comment: 'A web feature does not reach into another; what two features share lives in components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-not-features',
      comment:
        'Web import zones run one way, app → features → shared: the shared code (components/, lib/, styles/ and any other folder of web/src but features/ and app/) never imports a feature.',
      severity: 'error',
      from: { path: '^web/src/', pathNot: ['^web/src/features/', '^web/src/app/', '^web/src/main\\.tsx$'] },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'web-not-app',
      comment: 'Only the app shell (web/src/app/ and its two entry points, web/src/main.tsx in the browser, web/src/entry-server.tsx on the server) imports the app shell: features and shared code never import app/ (routes, guards, the session provider).',
      severity: 'error',
      from: { path: '^web/src/', pathNot: ['^web/src/app/', '^web/src/main\\.tsx$', '^web/src/entry-server\\.tsx$'] },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-no-circular',
      comment:
        'The web app has no cycle of any kind, type-only and lazy imports included: a shared type goes in a file both sides import (web/src/components/layout/menu-user.ts).',
      severity: 'error',
      from: { path: '^web/' },
      to: { circular: true },
    },
    {
      name: 'no-circular',
      comment: 'Cycles of runtime imports make load order fragile; cycles made only of type imports vanish at runtime.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the cruiser cannot resolve would slip past every rule above.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
