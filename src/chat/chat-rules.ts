import type { ChatDetail, ChatRating, TimelineItem } from '../types/schemas';
import { initialsOf } from '../lib/initials';
import { isWithinOperatingHours, localDayAndTime } from '../lib/operating-hours';

/** SPEC 4.7: "A chat counts as rated when the latest rating is not older than the last customer message." */
export function isRated(ratings: readonly ChatRating[], timeline: readonly TimelineItem[]): boolean {
  const latest = Math.max(-Infinity, ...ratings.map((r) => Date.parse(r.created_at)));
  if (latest === -Infinity) return false;
  const lastCustomer = Math.max(-Infinity, ...timeline.filter((i) => i.actor === 'customer').map((i) => Date.parse(i.detail.comment.created_at)));
  return latest >= lastCustomer;
}

export function latestRating(ratings: readonly ChatRating[]): ChatRating['rating'] | null {
  const sorted = [...ratings].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  return sorted[sorted.length - 1]?.rating ?? null;
}

/** SPEC 4.7 out-of-hours: the node's schedule in its time zone. */
export function isOperatingNow(node: ChatDetail['node'], now: number): boolean {
  return isWithinOperatingHours(
    { operating: node.operating, operating24x7: node.operating_24_7 ?? false, hours: node.operating_hours },
    localDayAndTime(new Date(now), node.time_zone ?? 'UTC'),
  );
}

export interface TimelineGroup {
  own: boolean;
  items: TimelineItem[];
}

/** Who wrote an item: the customer, or the agent by name (each agent's replies are a group of their own). */
const senderOf = (item: TimelineItem) => `${item.actor}:${item.detail.user?.name ?? ''} ${item.detail.user?.surname ?? ''}`;

/**
 * SPEC 2.5: "Timeline of messages grouped by consecutive sender." Own messages are the customer's. Own items carry
 * no user on the respondent's side; the agent console turns the sides round and its own side holds several agents.
 */
export function groupBySender(items: readonly TimelineItem[]): TimelineGroup[] {
  const groups: TimelineGroup[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && senderOf(last.items[0]!) === senderOf(item)) last.items.push(item);
    else groups.push({ own: item.actor === 'customer', items: [item] });
  }
  return groups;
}

/** Initials for an agent without a picture: of the whole name, as an account's display name gets them. */
export function initials(name: string | null | undefined, surname?: string | null): string {
  return initialsOf([name, surname].filter(Boolean).join(' '));
}
