import { describe, expect, it } from 'vitest';
import type { TimelineItem } from '../types/schemas';
import { groupBySender, initials } from './chat-rules';

const item = (id: string, actor: 'customer' | 'other', name?: string): TimelineItem => ({
  id, action: 'add_comment', actor,
  detail: { comment: { body: id, attachment: null, created_at: '2026-03-02T10:00:00Z' }, user: name ? { name } : null },
});
const grouped = (items: TimelineItem[]) => groupBySender(items).map((group) => [group.own, group.items.map((i) => i.id).join(' ')]);

describe('timeline groups (SPEC 2.5: grouped by consecutive sender)', () => {
  it('keeps the customer\'s consecutive messages together and splits agents by name', () => {
    expect(grouped([item('c1', 'customer'), item('c2', 'customer'), item('a1', 'other', 'Ayşe Yılmaz'), item('a2', 'other', 'Ayşe Yılmaz'), item('b1', 'other', 'Bora Demir'), item('c3', 'customer')]))
      .toEqual([[true, 'c1 c2'], [false, 'a1 a2'], [false, 'b1'], [true, 'c3']]);
  });

  it('splits the own side by name too, as the agent console shows several agents there', () => {
    expect(grouped([item('a1', 'customer', 'Ayşe Yılmaz'), item('b1', 'customer', 'Bora Demir'), item('b2', 'customer', 'Bora Demir')]))
      .toEqual([[true, 'a1'], [true, 'b1 b2']]);
  });
});

describe('initials of an agent without a picture', () => {
  it('come from the whole name, a display name in one field or a name and a surname alike', () => {
    expect(initials('Ayşe Yılmaz')).toBe('AY');
    expect(initials('Ayşe', 'Yılmaz')).toBe('AY');
    expect(initials('Ece')).toBe('E');
    expect(initials(null)).toBe('?');
  });
});
