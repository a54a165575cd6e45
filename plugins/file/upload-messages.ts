import { registerPluginMessages } from '../../src/plugin-api/messages';
import { messages } from './messages';

// The upload strings live with the file style; the screenshot style shows the same card and reads them too.
// The refusal and failure texts are the SPEC 5 user messages of the core locale files (validation.*).
registerPluginMessages('file', { en: messages });

export const FILE_MESSAGES = 'file';
