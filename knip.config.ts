import type { KnipConfig } from 'knip';

// `npm run knip` (part of `npm test`): no file, export or dependency that nothing uses, and no import of a package
// that package.json does not list. Its second pass (--production --strict, packages only) reads only the shipped
// code (patterns ending in "!") against "dependencies", so a package the server or client imports cannot hide in
// devDependencies (scripts/build-server.mjs keeps packages as imports). Every ignore below says why.
const config: KnipConfig = {
  entry: [
    // Parcel's targets (package.json "targets"): the scripts the client pages load, and the widget loader.
    'src/client/{flow,chat,widget}-main.tsx!',
    // flow.html's classic script, run before the page's modules (issue #21).
    'src/client/early-taps.ts!',
    'src/agent/agent.tsx!',
    'src/console/console.tsx!',
    'src/demo/demo.ts!',
    'src/widget/loader/loader.ts!',
    // The server and its command line (scripts/build-server.mjs), the npm scripts; knip reads the rest of
    // package.json "scripts" itself (src/fixtures/cli.ts, bench/run.ts).
    'src/server/{main,cli}.ts!',
    'scripts/*.{ts,mjs}',
    // The processes the bench forks by file name (bench/child-process.ts).
    'bench/{screen,seeded,bare,editor}-server.ts',
    'bench/anchors/static-server-process.ts',
    'bench/anchors/surveyjs/{build.ts,index.tsx}',
    // The editor preview bench bundles this page with esbuild by path (bench/editor-preview-browser.ts).
    'bench/editor-preview-page.tsx',
    // The plugin SDK: its exports are the surface for plugin authors outside this repository, used here or not.
    // Its testing.tsx renders views in tests (with dev dependencies), so it and the tests are not production code.
    'src/plugin-api/**/*.{ts,tsx}!',
    '!src/plugin-api/{testing.tsx,**/*.test.{ts,tsx}}!',
    'src/plugin-api/testing.tsx',
    // tests/i18n/locales.test.ts imports each style's English strings by path.
    'plugins/*/messages.ts!',
    // The outside-plugin e2e loads this folder by path, as a team's canvass.plugins entry would (issue #23 item 3).
    'tests/e2e/fixtures/outside-plugin/index.ts',
    // Run as a process of its own by tests/e2e/build-flow-page.ts (Parcel builds once a process).
    'tests/e2e/flow-page-build.mjs',
    // The editor preview e2e bundles this page with esbuild by path (tests/e2e/editor-preview.e2e.test.ts).
    'tests/e2e/fixtures/editor-preview/harness.tsx',
  ],
  project: [
    'src/**/*.{ts,tsx}!', 'plugins/**/*.{ts,tsx}!',
    'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '*.{ts,js}',
  ],
  ignoreDependencies: [
    // Loaded with createRequire(import.meta.url)('better-sqlite3') (src/server/storage/database.ts): unseen by knip.
    'better-sqlite3',
    // The bench measures its published files, found with require.resolve (bench/anchors/formbricks.ts).
    '@formbricks/js',
  ],
  // "..." in .parcelrc means "Parcel's defaults here", not a module.
  ignoreUnresolved: ['^\\.\\.\\.$'],
  ignoreIssues: {
    // Generated from schemas/ (npm run schemas:types): every schema definition is exported, used or not.
    'src/types/schemas.ts': ['exports', 'types'],
  },
};

export default config;
