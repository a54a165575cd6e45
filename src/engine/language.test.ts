import { describe, expect, it } from 'vitest';
import type { FlowLanguage } from '../types/schemas';
import { findLanguage, localise, resolveLanguage } from './language';
import { setLanguage } from './start-flow';
import { begin, label, makeFlow, page } from '../../tests/support/test-flows';

const en: FlowLanguage = { id: 1, code: 'en' };
const tr: FlowLanguage = { id: 2, code: 'tr' };
const de: FlowLanguage = { id: 3, code: 'de' };
const frCa: FlowLanguage = { id: 4, code: 'fr-CA' };
const languages = [en, tr, de, frCa];

describe('resolveLanguage', () => {
  // SPEC 4.4: "Language is chosen in order from: the widget language, the given code, the node default, the flow
  // default, the first language."
  it('takes the widget language first', () => {
    expect(resolveLanguage(languages, 3, { widget: 'tr', requested: 'de', nodeDefaultId: 4 })).toBe(tr);
  });

  it('takes the given code when the widget names none', () => {
    expect(resolveLanguage(languages, 3, { widget: null, requested: 'de', nodeDefaultId: 4 })).toBe(de);
  });

  it('takes the node default after the codes', () => {
    expect(resolveLanguage(languages, 3, { nodeDefaultId: 4 })).toBe(frCa);
  });

  it('takes the flow default after the node default', () => {
    expect(resolveLanguage(languages, 3, {})).toBe(de);
  });

  it('takes Turkish when the flow names no default of its own and offers it', () => {
    // SPEC 3.9: "the default language for the flow is tr".
    expect(resolveLanguage([en, de, tr], undefined, {})).toBe(tr);
  });

  it('takes the first language when nothing else names one', () => {
    expect(resolveLanguage([de, en], undefined, {})).toBe(de);
  });

  it('passes over candidates the flow does not offer', () => {
    expect(resolveLanguage(languages, 3, { widget: 'ja', requested: 'ko', nodeDefaultId: 99 })).toBe(de);
    expect(resolveLanguage([en, de], 99, { widget: 'ja' })).toBe(en);
  });

  it('compares codes case-insensitively', () => {
    expect(resolveLanguage(languages, undefined, { widget: 'TR' })).toBe(tr);
    expect(resolveLanguage(languages, undefined, { requested: 'fr-ca' })).toBe(frCa);
  });

  it('refuses a flow without languages', () => {
    expect(() => resolveLanguage([], undefined, {})).toThrow('A flow needs at least one language');
  });
});

describe('findLanguage and setLanguage', () => {
  it('find a language by code in any case', () => {
    expect(findLanguage(languages, 'DE')).toBe(de);
    expect(findLanguage(languages, 'xx')).toBeUndefined();
  });

  it('switch the runtime to a language the flow offers', () => {
    const runtime = begin(makeFlow([page('start', [label('hi')])], { languages: [en, tr], defaultLanguageId: 1 }));
    expect(runtime.language).toEqual(en);
    expect(setLanguage(runtime, 'TR').language).toEqual(tr);
  });

  it('leave the runtime as it is for an unknown or unchanged code', () => {
    const runtime = begin(makeFlow([page('start', [label('hi')])], { languages: [en, tr], defaultLanguageId: 1 }));
    expect(setLanguage(runtime, 'ja')).toBe(runtime);
    expect(setLanguage(runtime, 'en')).toBe(runtime);
  });
});

describe('localise', () => {
  const text = { en: 'Thank you', tr: 'Teşekkürler', 'fr-CA': 'Merci' };

  it('gives the text in the wanted language', () => {
    expect(localise(text, 'tr')).toBe('Teşekkürler');
  });

  it('matches the language code case-insensitively', () => {
    expect(localise(text, 'FR-ca')).toBe('Merci');
    expect(localise({ TR: 'Selam', en: 'Hi' }, 'tr')).toBe('Selam');
  });

  it('falls back to English', () => {
    expect(localise(text, 'de')).toBe('Thank you');
    expect(localise({ tr: 'Selam', EN: 'Hi' }, 'de')).toBe('Hi');
  });

  it('falls back to any language the text has when there is no English', () => {
    expect(localise({ tr: 'Selam' }, 'de')).toBe('Selam');
  });

  it('gives an empty string for a missing or empty text', () => {
    expect(localise(undefined, 'en')).toBe('');
    expect(localise({}, 'en')).toBe('');
  });
});
