import schema from '../../../schemas/manage/webhooks.schema.json';
import type { WebhookEventType } from '../api/types';

/**
 * What the form reads from manage-webhooks.schema.json rather than repeating it: the events one may subscribe to,
 * in the schema's order, and the address and description rules. The API checks the same schema again.
 */
export const EVENT_TYPES = schema.definitions.eventType.enum as WebhookEventType[];
const urlPattern = new RegExp(schema.definitions.url.pattern);
export const URL_MAX_LENGTH = schema.definitions.url.maxLength;
export const DESCRIPTION_MAX_LENGTH = schema.definitions.endpointInput.properties.description.maxLength;

/** The form's problem with an address, as a key of webhooks.problems, or null. */
export function urlProblem(url: string): 'urlRequired' | 'urlInvalid' | null {
  if (url.trim() === '') return 'urlRequired';
  return urlPattern.test(url.trim()) && url.trim().length >= schema.definitions.url.minLength ? null : 'urlInvalid';
}
