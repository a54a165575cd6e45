import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('label markdown', () => {
  it('reads the default thank-you body as a heading (SPEC 2.2 "# Thank You")', () => {
    expect(parseMarkdown('# Thank You')).toEqual([{ kind: 'heading', level: 1, children: [{ kind: 'text', text: 'Thank You' }] }]);
  });

  it('reads paragraphs with line breaks, lists, emphasis and links', () => {
    const blocks = parseMarkdown('Hello **there**\nsecond *line*\n\n- one\n- [two](https://example.com)\n\n1. first');
    expect(blocks[0]).toEqual({ kind: 'paragraph', children: [
      { kind: 'text', text: 'Hello ' }, { kind: 'strong', children: [{ kind: 'text', text: 'there' }] }, { kind: 'break' },
      { kind: 'text', text: 'second ' }, { kind: 'em', children: [{ kind: 'text', text: 'line' }] },
    ] });
    expect(blocks[1]).toEqual({ kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'one' }], [{ kind: 'link', href: 'https://example.com', children: [{ kind: 'text', text: 'two' }] }]] });
    expect(blocks[2]).toMatchObject({ kind: 'list', ordered: true });
  });

  it('keeps javascript: and data: links as plain text', () => {
    expect(parseInline('[click](javascript:alert(1))').every((n) => n.kind === 'text')).toBe(true);
    expect(parseInline('[x](data:text/html,<script>alert(1)</script>)').some((n) => n.kind === 'link')).toBe(false);
  });

  it('keeps HTML as text: markup in a label is never markup', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] }]);
  });

  it('leaves an unmatched marker as text', () => {
    expect(parseInline('5 * 3 = 15 and a_b')).toEqual([{ kind: 'text', text: '5 * 3 = 15 and a_b' }]);
  });
});
