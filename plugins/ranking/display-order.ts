/**
 * The order to show: the respondent's ranking of the options still visible, then any visible option it lacks (one
 * a trigger showed since) in the given order. With no ranking yet, that is the given order.
 */
export function displayOrder(value: readonly string[] | null, optionIds: readonly string[]): string[] {
  const visible = new Set(optionIds);
  const ranked = (value ?? []).filter((id) => visible.has(id));
  const rankedSet = new Set(ranked);
  return [...ranked, ...optionIds.filter((id) => !rankedSet.has(id))];
}

/** The answer matches what is shown: every visible option ranked, in the order on screen. */
export const isComplete = (value: readonly string[] | null, shown: readonly string[]): boolean =>
  value !== null && value.length === shown.length && value.every((id, i) => id === shown[i]);
