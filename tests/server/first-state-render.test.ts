import { describe, expect, it } from 'vitest';
import type { Flow, NodeConfig } from '../../src/types/schemas';
import { plugins, questionStyles } from '../../plugins';
import { renderFirstState } from '../../src/server/pages/first-state';
import { UNTHEMED } from '../../src/lib/page-theme';
import allStyles from '../e2e/fixtures/all-styles.flow.json';

const flow = allStyles as unknown as Flow;
const providerSites = { en: 'https://provider.example/en', tr: '' };
const node: NodeConfig = { id: 'n-all', name: 'All styles', canvass_branding: true, operating: true, operating_24_7: true, default_language_id: 1, flow };

/**
 * Issue #21: every question style's view renders on the server, in Node (no window, no document: a view that reads
 * them while rendering throws here), to the markup the page hydrates.
 */
describe('the first state rendered on the server', () => {
  it('draws all 30 styles with their controls, in English', async () => {
    const rendered = await renderFirstState({ node, lang: 'en', responses: undefined, plugins, now: Date.now(), providerSites, theme: UNTHEMED });
    const html = rendered!.html;
    for (const style of questionStyles) expect(html, style).toContain(`cv-question--${style}`);
    // Each view drew itself, not its loading stand-in.
    expect(html).not.toContain('cv-spinner');
    expect(html).toContain('How likely are you to recommend us?');
    expect(html).toMatch(/<input[^>]*type="radio"/);
    expect(html).toContain('>Next<');
    expect(rendered).toMatchObject({ lang: 'en', dir: 'ltr', title: flow.name });
    // The badge links where the page's meta tags would send it.
    expect(html).toContain('href="https://provider.example/en"');
  });

  it('in the language the address asks for, right to left for Arabic', async () => {
    const rendered = await renderFirstState({ node, lang: 'ar', responses: undefined, plugins, now: Date.now(), providerSites, theme: UNTHEMED });
    expect(rendered).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(rendered!.html).toContain('التالي');
  });

  it('with the answers the address preloads chosen', async () => {
    const score = flow.states[0]!.elements.find((e) => e.question?.style === 'score')!.question!;
    const responses = JSON.stringify({ [score.id]: 9 });
    const html = (await renderFirstState({ node, lang: 'en', responses, plugins, now: Date.now(), providerSites, theme: UNTHEMED }))!.html;
    expect(html).toContain('aria-checked="true" aria-label="9"');
  });

  it('nothing for a node that shows no flow or whose signature failed', async () => {
    expect(await renderFirstState({ node: { ...node, flow: undefined }, lang: 'en', responses: undefined, plugins, now: Date.now(), providerSites, theme: UNTHEMED })).toBeUndefined();
    expect(await renderFirstState({ node: { ...node, signature_valid: false }, lang: 'en', responses: undefined, plugins, now: Date.now(), providerSites, theme: UNTHEMED })).toBeUndefined();
  });
});
