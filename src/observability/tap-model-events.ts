import { is, type EventCallable, type Unit } from 'effector';
import { recordAction } from './recent-actions';

/** Events that fire by the second or by the percent: they would push every real action out of the 40 kept. */
const TOO_FREQUENT = new Set(['ticked', 'uploadProgressed']);

/**
 * Records every event a model exposes (`flow/answerGiven`, `chat/messageSent`, ...) into the recent actions, so a
 * report shows what the respondent did before the error. Returns the unsubscriber.
 */
export function tapModelEvents(prefix: string, model: Record<string, unknown>): () => void {
  const stops = Object.entries(model)
    .filter((entry): entry is [string, EventCallable<unknown>] => is.event(entry[1] as Unit<unknown>) && !TOO_FREQUENT.has(entry[0]))
    .map(([name, event]) => event.watch((payload) => recordAction(`${prefix}/${name}`, payload)));
  return () => stops.forEach((stop) => stop.unsubscribe());
}
