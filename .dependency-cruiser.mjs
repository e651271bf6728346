// dependency-cruiser's view of the repository's imports: `npm run check -- cycles` holds every file
// to the rule below, and `npm run gen -- house` draws the rooms from the same graph. Imports
// resolve as Node and Vite resolve them (package.json's `#web/*` and `#common/*` subpath imports,
// file extensions), and type-only imports count: they still tie the two files together.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No module imports itself back, however indirectly: a cycle makes the order modules run in depend on who is imported first, and hides which room leans on which. Move what both files read to a file of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'mock-layers-one-way',
      severity: 'error',
      comment:
        "Only mock-server/src/app.ts and src/routes/ import src/plugins/ (eslint.config.js says the same): the mock's plain rooms never lean on its Fastify layer.",
      from: { path: '^mock-server/src/', pathNot: '^mock-server/src/(plugins/|routes/|app\\.ts$)' },
      to: { path: '^mock-server/src/plugins/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test-results|playwright-report|\\.mock-data)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
