import { version } from '../../package.json';

/** This release's semantic version (package.json; CHANGELOG.md says what changed), shown in /healthz and the console. */
export const CANVASS_VERSION: string = version;
