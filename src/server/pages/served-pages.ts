import type { FastifyReply } from 'fastify';
import { sendServed, servedAnswer, type ServedAnswer } from '../services/served-answer';

/** Pages kept: a server's nodes times their languages and verdicts, well within this. */
const KEPT_PAGES = 256;
/** A page larger than this (a flow of thousands of questions embedded) is compressed per request, not kept. */
const KEPT_PAGE_CHARS = 512 * 1024;
/** Query parameters that make a page one respondent's: such a page is never kept. */
const PER_RESPONDENT = ['responses', 'signature', 'token', 'feedback_id'];

/**
 * Sends a page's final text, compressed once and with an ETag (issue #21): a campaign sends thousands of
 * respondents to the same page, whose text differs only when its node, flow or built page does. The text itself
 * is the key, so a kept page only ever answers a request that would have got the very same bytes; pages of one
 * respondent (their preloaded responses, their chat) are not kept at all. Pages stay `no-cache` (the console's
 * `private, no-cache`, routes/pages.ts): a browser asks each time and gets a 304 when nothing changed.
 */
export function pageSender() {
  const kept = new Map<string, Promise<ServedAnswer>>();
  return (reply: FastifyReply, html: string, cacheControl = 'no-cache'): FastifyReply | Promise<FastifyReply> => {
    const query = reply.request.query as Record<string, unknown> | undefined;
    if (html.length > KEPT_PAGE_CHARS || PER_RESPONDENT.some((name) => query?.[name] !== undefined)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', cacheControl).send(html);
    }
    let answer = kept.get(html);
    if (answer) {
      // Least recently used last out: a hit moves to the end of the map's order.
      kept.delete(html);
    } else {
      answer = servedAnswer(html, { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', effort: 'fast' });
      answer.catch(() => kept.get(html) === answer && kept.delete(html));
      if (kept.size >= KEPT_PAGES) kept.delete(kept.keys().next().value!);
    }
    kept.set(html, answer);
    // The kept answer is the text's; how a cache may keep it is the route's (the same console page is `private`).
    return answer.then((served) => sendServed(reply.request, reply, served, cacheControl));
  };
}
