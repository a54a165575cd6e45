// Test helpers for the editor's logic, translations, JSON and problems panels (imported by tests only): the demo
// flow, the real plugin registry and the console's English and Turkish strings.
import type { TFunction } from 'i18next';
import { plugins } from '../../../../plugins';
import { i18n } from '../../../i18n/i18n';
import demo from '../../../server/seed/demo.json';
import type { Flow } from '../../../types/schemas';
import en from '../../locales/en.json';
import tr from '../../locales/tr.json';

i18n.addResourceBundle('en', 'console', en, true, true);
i18n.addResourceBundle('tr', 'console', tr, true, true);

export const registry = plugins;

/** A fresh copy of the demo flow (visit feedback: NPS branch, checklist trigger, chat or thank-you). */
export const demoFlow = (): Flow => structuredClone(demo.flows[0]) as Flow;

export const tIn = (language: string): TFunction<'console'> => i18n.getFixedT(language, 'console');
