// `npm run env:example`: writes .env.example from the settings list (src/server/settings.ts).
import { writeFileSync } from 'node:fs';
import { envExample } from '../src/server/settings';

writeFileSync('.env.example', envExample());
