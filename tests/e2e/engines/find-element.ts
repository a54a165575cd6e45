/**
 * What a journey points at: a CSS selector, an element by ARIA role and accessible name (as a person reads the
 * screen), or the innermost element showing a text. Names and texts match whole, after collapsing white space;
 * a pattern is given as { source, flags } so it crosses into the page as JSON.
 */
export type Target = string | { role: Role; name?: string | RegExp } | { text: string | RegExp };
type Role = 'button' | 'radio' | 'checkbox' | 'heading' | 'textbox' | 'link' | 'dialog';

/** A Target made JSON for the page: patterns as { source, flags }. */
export type PageQuery = { css: string; hiddenToo?: boolean } | { role: Role; name?: Pattern } | { text: Pattern };
type Pattern = string | { source: string; flags: string };

export function pageQuery(target: Target): PageQuery {
  const pattern = (p: string | RegExp): Pattern => (typeof p === 'string' ? p : { source: p.source, flags: p.flags });
  if (typeof target === 'string') return { css: target };
  if ('role' in target) return { role: target.role, ...(target.name !== undefined ? { name: pattern(target.name) } : {}) };
  return { text: pattern(target.text) };
}

export function describeTarget(target: Target): string {
  if (typeof target === 'string') return target;
  if ('role' in target) return `${target.role} "${target.name ?? ''}"`;
  return `text "${target.text}"`;
}

/**
 * Runs in the page (each engine serialises it, so it uses nothing from outside): the first visible element the
 * query names, looking into open shadow roots (the widget's launcher), or null. One finder for every engine, so a
 * journey means the same element in each; a simplified accessible-name computation is enough for our screens.
 */
export function findElement(query: PageQuery): Element | null {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox: 'textarea, [role="textbox"], input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="url"], input[type="number"]',
    link: 'a[href], [role="link"]',
    dialog: 'dialog, [role="dialog"]',
  };
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const matches = (pattern: Pattern, text: string) =>
    typeof pattern === 'string' ? clean(text) === pattern : new RegExp(pattern.source, pattern.flags).test(clean(text));
  // Text content less what is hidden from assistive technology (the arrow icon of "← Back").
  const shownText = (node: Node): string =>
    node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : (node as Element).getAttribute?.('aria-hidden') === 'true' ? '' : [...node.childNodes].map(shownText).join('');
  const byIds = (ids: string, root: Document | ShadowRoot) => ids.split(/\s+/).map((id) => root.getElementById?.(id)?.textContent ?? document.getElementById(id)?.textContent ?? '').join(' ');
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy, el.getRootNode() as Document | ShadowRoot);
    const label = el.getAttribute('aria-label');
    if (label) return label;
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return [...labels].map((l) => l.textContent).join(' ');
    if (el.matches('input, textarea, select')) return el.getAttribute('placeholder') ?? el.getAttribute('title') ?? '';
    return shownText(el);
  };
  const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const all = (selector: string): Element[] => {
    const found: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      found.push(...root.querySelectorAll(selector));
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) walk(host.shadowRoot);
    };
    walk(document);
    return found;
  };
  if ('css' in query) return all(query.css).find((el) => query.hiddenToo || visible(el)) ?? null;
  if ('role' in query) {
    const name = query.name;
    return all(ROLES[query.role]!).find((el) => visible(el) && (name === undefined || matches(name, nameOf(el)))) ?? null;
  }
  // The innermost element whose text matches: no child element matches as well.
  const texts = all('body *').filter((el) => matches(query.text, el.textContent ?? '') && visible(el));
  return texts.find((el) => ![...el.children].some((child) => texts.includes(child))) ?? null;
}

/**
 * `use` run in the page on what findElement gives for the query. Built as one function from both sources, since
 * each engine sends a function to the page as its text (and the pages' CSP forbids eval there).
 */
export function onFoundElement<R, X = null>(use: (element: Element | null, extra: X) => R): (arg: { query: PageQuery; extra: X }) => R {
  return new Function('arg', `const findElement = ${findElement.toString()};\nreturn (${use.toString()})(findElement(arg.query), arg.extra);`) as (arg: { query: PageQuery; extra: X }) => R;
}

/**
 * Runs in the page: brings the element into view when it is not (WebKitWebDriver does not scroll inside a frame),
 * then resolves once its box stayed put for 150 ms (a smooth scroll or a transition has ended), so a
 * pointer aimed at its centre hits it. Playwright does both by itself; puppeteer and WebDriver click wherever the
 * box is at that moment.
 */
export function settled(element: Element): Promise<boolean> {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) element.scrollIntoView({ block: 'center', behavior: 'instant' });
  // Still for 150 ms, not just two frames: an instant answer scrolls the page 100 ms later (SPEC 2.2), and a click
  // computed before that scroll lands on whatever moved under it. At most 3 s.
  const STILL_MS = 150;
  const started = performance.now();
  return new Promise((resolve) => {
    let last = '';
    let stillSince = started;
    const look = () => {
      const now = performance.now();
      const rect = JSON.stringify(element.getBoundingClientRect());
      if (rect !== last) {
        last = rect;
        stillSince = now;
      }
      if (now - stillSince >= STILL_MS || now - started > 3_000) resolve(true);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}
