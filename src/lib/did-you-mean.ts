/** Edit distance (insertions, deletions, substitutions), for suggesting what a misspelt name meant. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The closest candidate within a third of the word's length (at least 1, at most 3 edits), or one the word
 * begins (`option` for `option_id`); undefined when nothing is close.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: { candidate: string; distance: number } | undefined;
  const list = [...candidates];
  for (const candidate of list) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  if (best) return best.candidate;
  return word.length >= 3 ? list.find((candidate) => candidate.toLowerCase().startsWith(word.toLowerCase())) : undefined;
}
