/**
 * Edit distance with insertions, deletions, substitutions and swaps of neighbours (optimal string alignment):
 * "radoi" is one slip from "radio", as a typist would count it.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
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
