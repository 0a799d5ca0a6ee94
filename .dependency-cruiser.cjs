/**
 * The architecture's import rules, checked by `npm run lint` (docs/architecture.md explains the layers).
 * `npx depcruise --config .dependency-cruiser.cjs --output-type text domain/src server/src web/src` lists the
 * graph; the folder rules below count cycles between folders, not only between files.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-zod',
      comment: 'domain is pure: rules and contracts shared by both halves, with zod as its one dependency.',
      severity: 'error',
      from: { path: '^domain/src' },
      to: { pathNot: ['^domain/src', 'node_modules/zod/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'domain-no-node',
      comment: 'domain runs in the browser too.',
      severity: 'error',
      from: { path: '^domain/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-and-web-apart',
      comment: 'The two halves share only domain.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^web/' },
    },
    {
      name: 'web-and-server-apart',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'web-layers',
      comment: 'In web, app → features → components and lib; the shared layers never reach up.',
      severity: 'error',
      from: { path: '^web/src/(components|lib|locales)/' },
      to: { path: '^web/src/(app|features)/' },
    },
    {
      name: 'web-features-not-app',
      comment:
        'A feature does not reach into the app shell (routes, navigation); the shell composes features.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'web-feature-public-entry',
      comment:
        'A feature uses another only through its public entry (features/<name>/index.ts); shared parts belong in components/ or lib/.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Folders depend on each other one way; a loop means a module is in the wrong place.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(server/src|web/src)' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycles',
      severity: 'error',
      from: { path: '^(domain/src|server/src|web/src)' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '/test/', '/dist/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
