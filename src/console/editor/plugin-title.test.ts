import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { plugins } from '../../../plugins';
import { definePlugin } from '../../plugin-api/define-plugin';
import { settingsForm } from '../../plugin-api/editor-fields';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { pluginTitle } from './plugin-title';

const consoleIn = async (language: string) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: 'en', ns: ['console'], defaultNS: 'console', resources: { en: { console: en }, tr: { console: tr } } });
  return i18n.getFixedT(language, 'console');
};

const loyaltyCard = definePlugin({
  style: 'loyalty_card',
  answer: 'text',
  editor: { title: 'Loyalty card', icon: 'M3 6h18v12H3zM3 10h18', settingsSchema: settingsForm({}) },
});
const bare = definePlugin({ style: 'barcode', answer: 'text' });

describe("the palette's style names (issue #18)", () => {
  it('names every built-in style in English as the plugin does, and in Turkish in words of its own', async () => {
    const english = await consoleIn('en');
    const turkish = await consoleIn('tr');
    for (const [style, plugin] of Object.entries(plugins)) {
      expect(pluginTitle(english, style, plugin)).toBe(plugin.editor?.title);
      expect(turkish(`plugins.${style}.title`, { defaultValue: '' }), `tr plugins.${style}.title`).not.toBe('');
    }
    expect(pluginTitle(turkish, 'star', plugins.star!)).toBe('Yıldız puanı');
    expect(pluginTitle(turkish, 'score', plugins.score!)).toBe('Net Tavsiye Skoru');
  });

  it("shows an outside plugin's own title in any language, and the style name when it has none", async () => {
    const turkish = await consoleIn('tr');
    expect(pluginTitle(turkish, 'loyalty_card', loyaltyCard)).toBe('Loyalty card');
    expect(pluginTitle(turkish, 'barcode', bare)).toBe('barcode');
  });
});
