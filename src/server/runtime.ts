/**
 * True when the server runs from its TypeScript sources (`npm start` through tsx, the tests); false in the
 * compiled server (dist/server/*.js, `npm run start:prod`), where files sit beside the bundle, not in src/.
 */
export const runningFromSource = import.meta.url.endsWith('.ts') || import.meta.url.endsWith('.tsx');
