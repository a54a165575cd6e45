import { describe, expect, it } from 'vitest';
import { parseAnswerFilter, queryFromSearch, searchOf } from './query';

describe('results filters in the console address', () => {
  it('reads back what it wrote, answer filters with colons and spaces included', () => {
    const query = { from: '2026-03-01', to: '2026-03-07', status: 'partial' as const, channel: 'widget' as const, language: -1, answer: ['q-color:is:o-red', 'q-comment:contains:too slow: really'] };
    expect(queryFromSearch(searchOf(query))).toEqual(query);
    expect(parseAnswerFilter('q-comment:contains:too slow: really')).toEqual({ questionId: 'q-comment', operator: 'contains', value: 'too slow: really' });
  });

  it('drops what the API would refuse rather than failing the screen', () => {
    expect(queryFromSearch('?language=en&answer=nonsense&answer=q:range:1..5&status=completed')).toEqual({ status: 'completed', answer: ['q:range:1..5'] });
    expect(searchOf({ version: 'all' })).toBe('');
  });
});
