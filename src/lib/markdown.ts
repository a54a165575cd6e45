/**
 * The small markdown of labels (headings, paragraphs, lists, **bold**, *italic*, `code`, [links](https://...))
 * parsed to data, never to HTML: screens render it as React elements, so no label text can become markup.
 * We write this instead of marked + DOMPurify to keep the respondent's bundle small (issue #4 budget) and
 * to make injection impossible by construction rather than by sanitising.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

/** Only http(s), mailto and tel links; anything else (javascript:, data:, relative tricks) stays text. */
function safeHref(href: string): string | null {
  const trimmed = href.trim();
  return SAFE_HREF.test(trimmed) ? trimmed : null;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  const pushText = (t: string) => {
    if (!t) return;
    const last = out[out.length - 1];
    if (last?.kind === 'text') last.text += t;
    else out.push({ kind: 'text', text: t });
  };
  const patterns: [RegExp, (m: RegExpExecArray) => Inline | null][] = [
    [/^`([^`]+)`/, (m) => ({ kind: 'code', text: m[1]! })],
    [/^\*\*(.+?)\*\*/, (m) => ({ kind: 'strong', children: parseInline(m[1]!) })],
    [/^__(.+?)__/, (m) => ({ kind: 'strong', children: parseInline(m[1]!) })],
    [/^\*([^*\s][^*]*?)\*/, (m) => ({ kind: 'em', children: parseInline(m[1]!) })],
    [/^_([^_\s][^_]*?)_/, (m) => ({ kind: 'em', children: parseInline(m[1]!) })],
    [/^\[([^\]]*)\]\(([^)\s]+)\)/, (m) => {
      const href = safeHref(m[2]!);
      return href ? { kind: 'link', href, children: parseInline(m[1]!) } : null;
    }],
  ];
  while (rest.length > 0) {
    let matched = false;
    for (const [pattern, build] of patterns) {
      const m = pattern.exec(rest);
      if (!m) continue;
      const node = build(m);
      if (!node) continue;
      out.push(node);
      rest = rest.slice(m[0].length);
      matched = true;
      break;
    }
    if (matched) continue;
    const next = rest.slice(1).search(/[`*_[]/);
    const end = next === -1 ? rest.length : next + 1;
    pushText(rest.slice(0, end));
    rest = rest.slice(end);
  }
  return out;
}

function inlineWithBreaks(lines: string[]): Inline[] {
  return lines.flatMap((line, i) => [...(i > 0 ? [{ kind: 'break' } as Inline] : []), ...parseInline(line.trim())]);
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', children: inlineWithBreaks(paragraph) });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', ...list });
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1, children: parseInline(heading[2]!.trim()) });
    } else if (bullet || numbered) {
      if (paragraph.length > 0 || (list && list.ordered !== Boolean(numbered))) flush();
      list ??= { ordered: Boolean(numbered), items: [] };
      list.items.push(parseInline((bullet ?? numbered)![1]!.trim()));
    } else if (line.trim() === '') {
      flush();
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
