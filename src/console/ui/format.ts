/** A date and time for people, in the interface language ("12 Mar 2026, 14:05"). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

/** A file size for people, in the interface language's units ("105 byte", "1.5 kB", "2.3 MB"). */
export function formatBytes(bytes: number, language: string): string {
  const [unit, value] = bytes < 1000 ? ['byte', bytes] as const : bytes < 1_000_000 ? ['kilobyte', bytes / 1000] as const : ['megabyte', bytes / 1_000_000] as const;
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }).format(value);
}
