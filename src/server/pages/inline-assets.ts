import { createHash } from 'node:crypto';
import path from 'node:path';
import { builtFiles } from '../built-files';

/** A built stylesheet's text, without its source map comment (whose relative address would then be the page's). */
const stylesheets = builtFiles((text) => text.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, ''));

const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?(\/[\w./-]+\.css)"?>/g;

/**
 * A drawn page's stylesheets written into it (issue #21): its first state paints with the HTML alone, with no second
 * round trip and nothing render-blocking. Each inlined sheet keeps a link that matches no media: it blocks nothing,
 * and a view's chunk, which loads its styles by inserting their link unless one is already there (Parcel's CSS
 * loader), finds it and does not wait for a stylesheet the page already applies. A sheet that is missing from the
 * built client, or could close the style element, stays linked.
 */
export async function inlineStylesheets(html: string, clientDir: string): Promise<string> {
  const hrefs = [...new Set(Array.from(html.matchAll(STYLESHEET_LINK), (match) => match[1]!))].filter((href) => !href.includes('..'));
  const texts = new Map(await Promise.all(hrefs.map(async (href) => [href, await stylesheets(path.join(clientDir, href))] as const)));
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = texts.get(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" media="not all">`;
  });
}

/** A built classic script's text, without its source map comment (the hash is of exactly what the page holds). */
const classicScripts = builtFiles((text) => text.replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, ''));

const CLASSIC_SCRIPT = /<script src="?(\/[\w.-]+\.js)"?><\/script>/g;

/**
 * A drawn page's classic scripts written into it (issue #21): the one that holds taps made on the drawn state before
 * React listens (client/early-taps.ts) then runs as the parser reaches it, before the state it guards can paint,
 * where a script of its own address could arrive after the state was painted and tapped. Module scripts stay
 * linked. Returns the page and the SHA-256 sources its Content-Security-Policy must allow (inline scripts are
 * otherwise refused).
 */
export async function inlineClassicScripts(html: string, clientDir: string): Promise<{ html: string; hashes: string[] }> {
  const srcs = [...new Set(Array.from(html.matchAll(CLASSIC_SCRIPT), (match) => match[1]!))];
  const texts = new Map(await Promise.all(srcs.map(async (src) => [src, await classicScripts(path.join(clientDir, src))] as const)));
  const hashes = new Set<string>();
  const inlined = html.replace(CLASSIC_SCRIPT, (tag, src: string) => {
    const js = texts.get(src);
    if (js === undefined || /<\/script|<!--/i.test(js)) return tag;
    hashes.add(`'sha256-${createHash('sha256').update(js).digest('base64')}'`);
    return `<script>${js}</script>`;
  });
  return { html: inlined, hashes: [...hashes] };
}
