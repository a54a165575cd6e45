import { createHash } from 'node:crypto';
import path from 'node:path';
import { builtFiles } from '../built-files';

/** A drawn page with its stylesheets and classic scripts written in, and the SHA-256 sources its policy must allow. */
export interface InlinedPage {
  html: string;
  hashes: string[];
}

/** A built file's text as a page was inlined with it (undefined: missing), to tell when a rebuild changed it. */
interface UsedFile {
  read: (file: string) => Promise<string | undefined>;
  file: string;
  text: string | undefined;
}

const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?(\/[\w./-]+\.css)"?>/g;
const CLASSIC_SCRIPT = /<script src="?(\/[\w.-]+\.js)"?><\/script>/g;

/**
 * Inlined pages kept, by the characters they hold together: a server has a handful of built pages times the sets of
 * views its flows open with (the head's stylesheet links), each some tens of KB, so this holds them all with room;
 * a server with more drops the least recently used.
 */
const KEPT_CHARS = 16 * 1024 * 1024;

/**
 * The inlining of drawn pages (issue #21), done once per input page rather than per request: it cost 34–38 µs of a
 * /feedback request (two scans, a file lookup per asset, a SHA-256 of the early-tap script, a copy of every
 * stylesheet). The key is the page as the route assembled it (built page and head links), so a page of other views
 * or another build is a new entry by itself. Only an asset rewritten under its own name would not change the key:
 * each kept page remembers the texts it was made from and checks them, as builtFiles checks its files, at most once
 * per `recheckMs`, so a rebuilt client is still served within a second without a restart. A page made while one of
 * its files was missing (a build in progress) is checked the same way and made again once the file is there.
 */
export function inlinedPages(clientDir: string, { keptChars = KEPT_CHARS, recheckMs = 1000, now = () => performance.now() } = {}) {
  /** A built stylesheet's text, without its source map comment (whose relative address would then be the page's). */
  const stylesheets = builtFiles((text) => text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''), { recheckMs, now });
  /** A built classic script's text, without its source map comment (the hash is of exactly what the page holds). */
  const classicScripts = builtFiles((text) => text.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, ''), { recheckMs, now });

  const inline = async (html: string): Promise<{ page: InlinedPage; used: UsedFile[] }> => {
    const used: UsedFile[] = [];
    const texts = async (text: string, pattern: RegExp, read: UsedFile['read'], keep: (href: string) => boolean) => {
      const hrefs = [...new Set(Array.from(text.matchAll(pattern), (match) => match[1]!))].filter(keep);
      return new Map(await Promise.all(hrefs.map(async (href) => {
        const file = path.join(clientDir, href);
        const text = await read(file);
        used.push({ read, file, text });
        return [href, text] as const;
      })));
    };
    const styled = inlineStylesheets(html, await texts(html, STYLESHEET_LINK, stylesheets, (href) => !href.includes('..')));
    const hashes = new Set<string>();
    const inlined = inlineClassicScripts(styled, await texts(styled, CLASSIC_SCRIPT, classicScripts, () => true), hashes);
    return { page: { html: inlined, hashes: [...hashes] }, used };
  };

  const kept = new Map<string, { made: Promise<{ page: InlinedPage; used: UsedFile[] }>; checked: number; chars: number }>();
  let keptTotal = 0;
  const forget = (html: string) => {
    const entry = kept.get(html);
    if (!entry) return;
    kept.delete(html);
    keptTotal -= entry.chars;
  };
  const stillCurrent = async (used: UsedFile[]) => (await Promise.all(used.map(async ({ read, file, text }) => (await read(file)) === text))).every(Boolean);

  const make = (html: string) => {
    const entry = { made: inline(html), checked: now(), chars: 0 };
    kept.set(html, entry);
    // A failed inlining is not kept, so the next request tries again.
    entry.made.then(({ page }) => {
      if (kept.get(html) !== entry) return;
      entry.chars = html.length + page.html.length;
      keptTotal += entry.chars;
      // The least recently used go first (a hit moves its page to the end of the map's order); the newest stays.
      for (const oldest of kept.keys()) {
        if (keptTotal <= keptChars || oldest === html) break;
        forget(oldest);
      }
    }, () => kept.get(html) === entry && forget(html));
    return entry.made;
  };

  return async (html: string): Promise<InlinedPage> => {
    const entry = kept.get(html);
    if (!entry) return (await make(html)).page;
    kept.delete(html);
    kept.set(html, entry);
    if (now() - entry.checked < recheckMs) return (await entry.made).page;
    entry.checked = now();
    const { page, used } = await entry.made;
    if (await stillCurrent(used)) return page;
    forget(html);
    return (await make(html)).page;
  };
}

/**
 * A drawn page's stylesheets written into it (issue #21): its first state paints with the HTML alone, with no second
 * round trip and nothing render-blocking. Each inlined sheet keeps a link that matches no media: it blocks nothing,
 * and a view's chunk, which loads its styles by inserting their link unless one is already there (Parcel's CSS
 * loader), finds it and does not wait for a stylesheet the page already applies. A sheet that is missing from the
 * built client, or could close the style element, stays linked.
 */
function inlineStylesheets(html: string, texts: Map<string, string | undefined>): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = texts.get(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" media="not all">`;
  });
}

/**
 * A drawn page's classic scripts written into it (issue #21): the one that holds taps made on the drawn state before
 * React listens (client/early-taps.ts) then runs as the parser reaches it, before the state it guards can paint,
 * where a script of its own address could arrive after the state was painted and tapped. Module scripts stay
 * linked. Adds to `hashes` the SHA-256 sources the page's Content-Security-Policy must allow (inline scripts are
 * otherwise refused).
 */
function inlineClassicScripts(html: string, texts: Map<string, string | undefined>, hashes: Set<string>): string {
  return html.replace(CLASSIC_SCRIPT, (tag, src: string) => {
    const js = texts.get(src);
    if (js === undefined || /<\/script|<!--/i.test(js)) return tag;
    hashes.add(`'sha256-${createHash('sha256').update(js).digest('base64')}'`);
    return `<script>${js}</script>`;
  });
}
