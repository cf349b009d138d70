/**
 * `npm run deps:check`: the import rules of src/ (README, "Architecture").
 *
 *   entry points (main, worker, cli, app.module, worker.module, bootstrap)
 *     -> modules/<brick>      careers, crm, partner, feed, resumes, admin
 *     -> modules/<records>    people, companies, applications, documents, projects, history, clients
 *     -> common/              auth, errors, queue, uploads, text, files, ...
 *     -> database/  -> config/
 *
 * A module's public surface is the files at the top of its folder named *.module.ts,
 * *.service.ts, *.admin-service.ts, *.repository.ts, *.job.ts (a queue's contract), *.processor.ts or
 * *.worker.ts (what the worker entry point runs), and what its index.ts re-exports (a module that
 * lends pieces to another, e.g. the feed's job query to the career site's job reads); everything
 * else (sub-folders such as dto/, parse/, extract/, and helpers beside them) is internal.
 */
const PUBLIC_SURFACE = '^src/modules/[^/]+/([^/]+\\.(module|service|admin-service|repository|job|processor|worker)|index)\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'common-not-to-modules',
      severity: 'error',
      comment: 'common/ is below the modules: it never imports one.',
      from: { path: '^src/common/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'database-not-up',
      severity: 'error',
      comment: 'database/ is below common/ and the modules.',
      from: { path: '^src/database/' },
      to: { path: '^src/(common|modules)/' },
    },
    {
      name: 'config-not-up',
      severity: 'error',
      comment: 'config/ is the bottom layer.',
      from: { path: '^src/config/' },
      to: { path: '^src/(database|common|modules)/' },
    },
    {
      name: 'no-other-module-internals',
      severity: 'error',
      comment: "A module imports another module's public surface only (see the head of this file).",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', PUBLIC_SURFACE] },
    },
    {
      name: 'no-module-internals-from-outside',
      severity: 'error',
      comment: "Entry points and the layers below reach a module through its public surface only.",
      from: { path: '^src/', pathNot: '^src/modules/' },
      to: { path: '^src/modules/', pathNot: PUBLIC_SURFACE },
    },
    {
      name: 'no-dev-dependencies-in-src',
      severity: 'error',
      comment: 'Code that ships does not import a devDependency (tests may; a type-only import is erased).',
      from: { path: '^src/', pathNot: '\\.spec\\.ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
