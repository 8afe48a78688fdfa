/**
 * Import circles, checked on every test run (npm run lint:circles). A circle ties its files into
 * one unit that can only be understood, tested and loaded together, so none is allowed. Type-only
 * imports count: they tie the files' meaning just the same. The layer order between folders is
 * held by eslint.config.js.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files that import each other in a loop: move what both need into a file below them both.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
