// Every JSON Schema of schemas/, imported as data so that the browser bundle and the server validate alike.
import common from '../../schemas/common.schema.json';
import flow from '../../schemas/flow.schema.json';
import node from '../../schemas/node.schema.json';
import widget from '../../schemas/widget.schema.json';
import feedback from '../../schemas/feedback.schema.json';
import chat from '../../schemas/chat.schema.json';
import fixture from '../../schemas/fixture.schema.json';

export const SCHEMAS = { common, flow, node, widget, feedback, chat, fixture } as const;
export type SchemaName = Exclude<keyof typeof SCHEMAS, 'common'>;
