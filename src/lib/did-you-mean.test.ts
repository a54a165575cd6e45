import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance } from './did-you-mean';

describe('didYouMean', () => {
  it('suggests the style a flow author misspelt', () => {
    expect(didYouMean('slidr', ['star', 'slider', 'score'])).toBe('slider');
    expect(didYouMean('checkList', ['checklist', 'radio'])).toBe('checklist');
  });

  it('suggests the field a shortened name begins', () => {
    expect(didYouMean('option', ['question_id', 'option_id', 'body'])).toBe('option_id');
    expect(didYouMean('op', ['option_id'])).toBeUndefined();
  });

  it('suggests nothing when no candidate is close', () => {
    expect(didYouMean('banana', ['star', 'slider'])).toBeUndefined();
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('radoi', 'radio')).toBe(1);
  });
});
