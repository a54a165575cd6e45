/**
 * The outside plugins compiled into this server. From the sources (`npm start`) none: the server loads the configured
 * ones when it starts (installed-plugins.ts). The server build (scripts/build-server.mjs) replaces this module with
 * one that imports the plugins configured at build time, so `npm run start:prod` and a release run plugins written
 * in TypeScript, from a package or a folder, without a compiler and without the folder.
 */
export const bundledOutsidePlugins: readonly { name: string; plugin: unknown }[] | undefined = undefined;
