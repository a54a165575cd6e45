/** A 32-bit seed for one respondent's order. */
export const randomSeed = (): number => Math.floor(Math.random() * 2 ** 32) >>> 0;

/** FNV-1a of the text mixed with the seed, then a murmur3 finaliser: well spread, the same for the same inputs. */
function rank(seed: number, text: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

/**
 * The items in an order drawn from the seed. Each item's place comes from its own id, not from its index, so an
 * item hidden or added later leaves the others in the same relative order: the respondent's list never reshuffles.
 */
export function seededOrder<T extends { id: string }>(items: readonly T[], seed: number): T[] {
  return items
    .map((item, index) => ({ item, index, rank: rank(seed, item.id) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
