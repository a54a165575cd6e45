import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('avatar initials of a display name', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ayşe Yılmaz')).toBe('AY');
    expect(initialsOf('Mary Jane Smith')).toBe('MS');
  });

  it('takes one letter of a one-word name and ignores extra spaces', () => {
    expect(initialsOf('Ece')).toBe('E');
    expect(initialsOf('  ece   akın ')).toBe('EA');
  });

  it('keeps a letter outside the Basic Multilingual Plane whole, and says "?" for no name', () => {
    expect(initialsOf('𝒜da Lovelace')).toBe('𝒜L');
    expect(initialsOf('   ')).toBe('?');
  });
});
