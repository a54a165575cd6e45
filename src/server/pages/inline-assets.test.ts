import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlinedPages } from './inline-assets';

const PAGE = '<!DOCTYPE html><meta charset=utf-8><script src=/early.js></script><link rel="stylesheet" href="/View.css"><title>T</title><div id=root></div><script type=module src=/flow.js></script>';
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('inlinedPages', () => {
  let dir: string;
  let now = 0;
  const write = (name: string, text: string, mtime = new Date()) => {
    writeFileSync(path.join(dir, name), text);
    utimesSync(path.join(dir, name), mtime, mtime);
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'inline-assets-'));
    now = 0;
    write('early.js', 'window.early=[];\n//# sourceMappingURL=early.js.map');
    write('View.css', '.v{color:red}/*# sourceMappingURL=View.css.map */');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the stylesheets and classic scripts in, and names the scripts\' hashes for the policy', async () => {
    const page = await inlinedPages(dir, { now: () => now })(PAGE);
    expect(page.html).toContain('<script>window.early=[];</script>');
    expect(page.html).toContain('<style>.v{color:red}</style><link rel="stylesheet" href="/View.css" media="not all">');
    // Module scripts stay linked.
    expect(page.html).toContain('<script type=module src=/flow.js></script>');
    expect(page.hashes).toEqual([hashOf('window.early=[];')]);
  });

  it('leaves linked what is missing or could close its element', async () => {
    write('early.js', 'document.write("</script>")');
    const page = await inlinedPages(dir, { now: () => now })(PAGE.replace('/View.css', '/Missing.css'));
    expect(page.html).toContain('<script src=/early.js></script>');
    expect(page.html).toContain('<link rel="stylesheet" href="/Missing.css">');
    expect(page.hashes).toEqual([]);
  });

  it('inlines a page once: the same input answers the same page until its files change', async () => {
    const inlined = inlinedPages(dir, { now: () => now });
    const first = await inlined(PAGE);
    now = 999;
    expect(await inlined(`${PAGE}`)).toBe(first);
    // Past the recheck, files unchanged: still the page made first.
    now = 5000;
    expect(await inlined(PAGE)).toBe(first);
    // Another input (a flow whose first state opens with other views) is a page of its own.
    expect((await inlined(PAGE.replace('<title>', '<link rel=modulepreload href=/View.js><title>'))).html).toContain('modulepreload');
  });

  it('serves a script rebuilt under the same name within a second, with its new hash', async () => {
    const inlined = inlinedPages(dir, { now: () => now });
    expect((await inlined(PAGE)).hashes).toEqual([hashOf('window.early=[];')]);
    // Same size: the modification time alone tells the rebuild apart.
    write('early.js', 'window.later=[];\n//# sourceMappingURL=early.js.map', new Date(Date.now() + 5000));
    now = 999;
    expect((await inlined(PAGE)).hashes).toEqual([hashOf('window.early=[];')]);
    now = 1000;
    const rebuilt = await inlined(PAGE);
    expect(rebuilt.html).toContain('<script>window.later=[];</script>');
    expect(rebuilt.hashes).toEqual([hashOf('window.later=[];')]);
  });

  it('inlines a stylesheet that was missing when the page was first made (a build in progress), once it is there', async () => {
    rmSync(path.join(dir, 'View.css'));
    const inlined = inlinedPages(dir, { now: () => now });
    expect((await inlined(PAGE)).html).toContain('<link rel="stylesheet" href="/View.css"><title>');
    write('View.css', '.v{color:blue}');
    now = 1000;
    expect((await inlined(PAGE)).html).toContain('<style>.v{color:blue}</style>');
  });

  it('keeps pages within its budget, the least recently used dropped first', async () => {
    const pages = ['<title>a</title>', '<title>b</title>', '<title>c</title>'].map((title) => PAGE.replace('<title>T</title>', title));
    // A kept page counts its input and its output, a little longer: room for two of these, not three.
    const inlined = inlinedPages(dir, { now: () => now, keptChars: pages[0]!.length * 5 });
    const [a, b] = [await inlined(pages[0]!), await inlined(pages[1]!)];
    expect(await inlined(pages[0]!)).toBe(a);
    await inlined(pages[2]!);
    // a was used after b: b went.
    expect(await inlined(pages[0]!)).toBe(a);
    expect(await inlined(pages[1]!)).not.toBe(b);
  });
});
