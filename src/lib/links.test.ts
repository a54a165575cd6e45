import { describe, it, expect } from 'vitest';
import { isEmojiOnly, isSafeHref, splitMessage, truncateLinkText, type MessageSegment } from './links';

const text = (t: string): MessageSegment => ({ kind: 'text', text: t });
const link = (href: string, t: string): MessageSegment => ({ kind: 'link', href, text: t });

// SPEC 5: "Messages are split into lines; links are auto-linked with text truncated to 25 characters, default
// protocol https, opening in a new tab, marked nofollow."
describe('splitMessage', () => {
  it('keeps plain text as one text segment', () => {
    expect(splitMessage('Hello there')).toEqual([[text('Hello there')]]);
  });

  it('splits into lines on \\n, \\r\\n and \\r and keeps blank lines as empty lines', () => {
    expect(splitMessage('one\r\ntwo\n\nthree\rfour')).toEqual([[text('one')], [text('two')], [], [text('three')], [text('four')]]);
  });

  it('returns one empty line for an empty message', () => {
    expect(splitMessage('')).toEqual([[]]);
  });

  it('links http and https addresses as typed', () => {
    expect(splitMessage('See https://ex.com/a?b=1#c now')).toEqual([
      [text('See '), link('https://ex.com/a?b=1#c', 'https://ex.com/a?b=1#c'), text(' now')],
    ]);
    expect(splitMessage('http://example.org')).toEqual([[link('http://example.org', 'http://example.org')]]);
  });

  it('gives bare domains and www addresses the https protocol', () => {
    expect(splitMessage('go to example.com/path')).toEqual([[text('go to '), link('https://example.com/path', 'example.com/path')]]);
    expect(splitMessage('www.example.org')).toEqual([[link('https://www.example.org', 'www.example.org')]]);
    expect(splitMessage('shop.example.co.uk:8080/x')).toEqual([[link('https://shop.example.co.uk:8080/x', 'shop.example.co.uk:8080/x')]]);
  });

  it('links e-mail addresses with mailto', () => {
    expect(splitMessage('write to help@example.com.')).toEqual([
      [text('write to '), link('mailto:help@example.com', 'help@example.com'), text('.')],
    ]);
    expect(splitMessage('mailto:help@example.com')).toEqual([[link('mailto:help@example.com', 'mailto:help@example.com')]]);
  });

  it('links several addresses on one line and across lines', () => {
    expect(splitMessage('a.com and b.org\nhttps://c.net')).toEqual([
      [link('https://a.com', 'a.com'), text(' and '), link('https://b.org', 'b.org')],
      [link('https://c.net', 'https://c.net')],
    ]);
  });

  it('leaves sentence punctuation and unbalanced brackets outside the link', () => {
    expect(splitMessage('(see https://example.com).')).toEqual([
      [text('(see '), link('https://example.com', 'https://example.com'), text(').')],
    ]);
    expect(splitMessage('https://en.wikipedia.org/wiki/Foo_(bar)!')).toEqual([
      [link('https://en.wikipedia.org/wiki/Foo_(bar)', 'https://en.wikipedia.org…'), text('!')],
    ]);
    expect(splitMessage('"https://example.com"')).toEqual([[text('"'), link('https://example.com', 'https://example.com'), text('"')]]);
  });

  it('truncates long link text to 25 characters including the ellipsis but keeps the full href', () => {
    const url = 'https://example.com/a/very/long/path';
    const [[segment]] = splitMessage(url) as [[MessageSegment]];
    expect(segment).toEqual(link(url, 'https://example.com/a/ve…'));
    expect(Array.from(segment.text)).toHaveLength(25);
  });

  it('does not link words with dots that are not domains', () => {
    for (const message of ['node.js and file.txt', 'e.g. this', 'pi is 3.14', 'v1.2.3', 'localhost:3000', 'x@y']) {
      expect(splitMessage(message)).toEqual([[text(message)]]);
    }
  });

  it('keeps javascript:, data: and vbscript: "links" as text', () => {
    for (const message of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'javascript://example.com/%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:javascript:alert(1)',
    ]) {
      expect(splitMessage(message)).toEqual([[text(message)]]);
    }
  });

  it('never produces an href other than http, https or mailto', () => {
    const hostile = 'javascript:a.com data:b.org//c.net "><img src=x onerror=alert(1)> https://javascript:alert(1) ftp://d.com';
    for (const line of splitMessage(hostile)) {
      for (const segment of line) {
        if (segment.kind === 'link') expect(segment.href).toMatch(/^(https?:\/\/|mailto:)/i);
      }
    }
  });

  it('does not link a domain glued to a word, a path, an @ or an invisible control', () => {
    for (const message of ['@example.com', 'foo_bar.com', 'ftp://example.com', 'x\u202Eexample.com']) {
      expect(splitMessage(message).flat().every((s) => s.kind === 'text')).toBe(true);
    }
  });

  it('ends a link at quotes and angle brackets so markup cannot ride along', () => {
    expect(splitMessage('https://example.com/"onmouseover="x')[0]?.[0]).toEqual(link('https://example.com/', 'https://example.com/'));
  });

  it('stays fast on long hostile input', () => {
    const started = performance.now();
    for (const message of ['a.'.repeat(5000), 'a'.repeat(10000), `https://x.com/${')'.repeat(5000)}`, 'ab.'.repeat(3000) + '@']) {
      splitMessage(message);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('returns no lines for a non-string', () => {
    expect(splitMessage(null as unknown as string)).toEqual([]);
  });
});

describe('truncateLinkText', () => {
  it('keeps text of up to 25 characters whole', () => {
    expect(truncateLinkText('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('cuts longer text to 24 characters plus an ellipsis', () => {
    expect(truncateLinkText('a'.repeat(26))).toBe(`${'a'.repeat(24)}…`);
  });

  it('never cuts an emoji in half', () => {
    expect(truncateLinkText('😀'.repeat(30), 5)).toBe('😀😀😀😀…');
  });
});

describe('isSafeHref', () => {
  it('accepts http and https with a host and mailto with an address', () => {
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('http://example.com/x')).toBe(true);
    expect(isSafeHref('mailto:a@example.com')).toBe(true);
  });

  it('rejects other schemes and malformed addresses', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'mailto:nobody', 'https://', 'not a url']) {
      expect(isSafeHref(href)).toBe(false);
    }
  });
});

describe('isEmojiOnly (re-exported for chat screens)', () => {
  it('is the same function as in emoji.ts', () => {
    // SPEC 5: "A message made only of 1, 2 or 3 emoji is shown enlarged."
    expect(isEmojiOnly('🎉')).toBe(1);
  });
});
