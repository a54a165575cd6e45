import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { questionStyles } from '../../plugins';
import { loadInstalledPlugins } from './installed-plugins';

const root = path.resolve(import.meta.dirname, '../..');

describe('the registry of a Node entry point', () => {
  it('is the built-in styles when no outside plugin is configured', async () => {
    expect(Object.keys(await loadInstalledPlugins(root, { CANVASS_PLUGINS: '' }))).toEqual(questionStyles);
  });

  it('adds a folder named in CANVASS_PLUGINS, relative to the project root', async () => {
    const registry = await loadInstalledPlugins(root, { CANVASS_PLUGINS: './tests/e2e/fixtures/outside-plugin' });
    expect(Object.keys(registry)).toEqual([...questionStyles, 'loyalty_card']);
    expect(registry.loyalty_card).toMatchObject({ answer: 'text', labelling: 'control' });
  });

  it('reads package.json "canvass.plugins" when the environment names none', async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'canvass-config-'));
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ canvass: { plugins: [path.join(root, 'tests/e2e/fixtures/outside-plugin')] } }));
    expect(Object.keys(await loadInstalledPlugins(project, {}))).toContain('loyalty_card');
  });

  it('refuses a plugin that takes a built-in style, and a folder that is not there', async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'canvass-config-'));
    writeFileSync(path.join(project, 'star.ts'), "export default { style: 'star', answer: 'number' };\n");
    await expect(loadInstalledPlugins(project, { CANVASS_PLUGINS: './star.ts' })).rejects.toThrow('"star", which is already registered');
    await expect(loadInstalledPlugins(project, { CANVASS_PLUGINS: './missing' })).rejects.toThrow('does not exist');
  });

  it('names the plugin it cannot load and what went wrong, so the server stops with that', async () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'canvass-config-'));
    writeFileSync(path.join(project, 'broken.js'), "throw new Error('the plugin broke');\n");
    await expect(loadInstalledPlugins(project, { CANVASS_PLUGINS: './broken.js' })).rejects.toThrow('Canvass could not load the question plugin "./broken.js" (package.json "canvass.plugins" or CANVASS_PLUGINS): the plugin broke');
    await expect(loadInstalledPlugins(project, { CANVASS_PLUGINS: '@acme/not-installed' })).rejects.toThrow('Canvass could not load the question plugin "@acme/not-installed"');
  });
});
