/**
 * Avatar initials of a person's name: the first letters of its first and last words ("Ayşe Yılmaz" → "AY",
 * "Ece" → "E"), "?" for an empty name. One helper for the server (an account's `initials`) and the screens (the
 * avatar of an agent's reply), so a name gets the same letters everywhere.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = [...(words[0] ?? '?')][0] ?? '?';
  const last = words.length > 1 ? [...words[words.length - 1]!][0] : '';
  return `${first}${last}`.toLocaleUpperCase();
}
