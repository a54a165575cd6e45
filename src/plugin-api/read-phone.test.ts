import { describe, expect, it } from 'vitest';
import { displayPhone, readPhone } from './read-phone';

describe('readPhone', () => {
  it.each([
    ['0555 123 45 67', 'TR', { number: '+905551234567', isValid: true }],
    ['0555 123 45 67', 'tr', { number: '+905551234567', isValid: true }],
    ['+1 212 555 0100', 'TR', { number: '+12125550100', isValid: true }],
    ['+90 (555) 123-45-67', undefined, { number: '+905551234567', isValid: true }],
    ['0555 123 45 67', undefined, { number: '0555 123 45 67', isValid: false }],
    ['0555 123 45 67', 'XX', { number: '0555 123 45 67', isValid: false }],
    [' 12 ', 'TR', { number: '12', isValid: false }],
    ['call me', 'TR', { number: 'call me', isValid: false }],
  ])('reads %j with default region %s', (text, country, expected) => {
    expect(readPhone(text, country)).toEqual(expected);
  });

  it('gives no answer for empty text', () => {
    expect(readPhone('   ', 'TR')).toBeNull();
  });
});

describe('displayPhone', () => {
  it('spaces an E.164 number the international way and leaves other text alone', () => {
    expect(displayPhone('+905551234567')).toBe('+90 555 123 45 67');
    expect(displayPhone('12')).toBe('12');
  });
});
