import type { StoredNode } from '../storage/storage';
import { nodeAnswer, perNodeAnswer } from './node-view';
import { servedAnswer, type ServedAnswer } from './served-answer';

/** As for the widget configuration: a minute fresh, ten more minutes served stale while a cache asks again. */
const FRESH_SECONDS = 60;
const STALE_SECONDS = 600;

const PUBLIC = `public, max-age=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;
/**
 * A node that checks a signature answers per respondent: the address carries their preloaded responses and its
 * signature, which no shared cache should keep as a key, and the verdict is theirs. Their browser may keep the
 * answer but asks each time (a 304 when nothing changed).
 */
const PER_RESPONDENT = 'private, no-cache';

/**
 * GET /v1/nodes/{id}'s answers, serialized and compressed once per (node object, flow object, signature verdict)
 * (see perNodeAnswer). Nothing else of the request goes into the answer.
 */
export function servedNodes() {
  return perNodeAnswer((node, parts): Promise<ServedAnswer> =>
    servedAnswer(JSON.stringify(nodeAnswer(node, parts)), {
      contentType: 'application/json; charset=utf-8',
      cacheControl: node.use_signature_verify ? PER_RESPONDENT : PUBLIC,
    }),
  );
}

/**
 * The Cache-Control of a public node answer at `now`: when its activation window opens or closes within the usual
 * lifetime, caches keep it only until then, so a flow stops (or starts) showing on time. (Operating hours are not
 * counted: a node leaving its hours may show its previous flow to a cache for up to the usual minute.)
 */
export function nodeCacheControl(node: StoredNode, answer: ServedAnswer, now: number): string {
  if (answer.cacheControl !== PUBLIC) return answer.cacheControl;
  let next = Infinity;
  for (const date of [node.activation_start_date, node.activation_end_date]) {
    const at = date ? Date.parse(date) : NaN;
    if (at > now && at < next) next = at;
  }
  const seconds = Math.floor((next - now) / 1000);
  if (seconds >= FRESH_SECONDS + STALE_SECONDS) return PUBLIC;
  return `public, max-age=${Math.min(seconds, FRESH_SECONDS)}`;
}
