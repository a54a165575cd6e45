import { describe, expect, it } from 'vitest';
import { isBlankFormData } from './form-data';

describe('isBlankFormData', () => {
  it.each([[{}], [{ city: undefined, zip: '' }], [{ address: { street: '' }, tags: [] }], [{ tags: ['', null] }], [undefined]])('%j is blank', (data) => {
    expect(isBlankFormData(data)).toBe(true);
  });

  it.each([[{ city: 'Izmir' }], [{ vip: false }], [{ age: 0 }], [{ address: { street: 'Kordon' } }], [{ tags: ['a'] }]])('%j is an answer', (data) => {
    expect(isBlankFormData(data)).toBe(false);
  });
});
