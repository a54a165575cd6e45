/** How old a chat's last activity is, as a list shows it: "now", "5m", "3h", "2d" in the page's language. */
export function formatAge(iso: string, now: number, language: string): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  const unit = (value: number, name: 'minute' | 'hour' | 'day') => new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'narrow' }).format(value);
  if (minutes < 1) return '';
  if (minutes < 60) return unit(minutes, 'minute');
  if (minutes < 24 * 60) return unit(Math.floor(minutes / 60), 'hour');
  return unit(Math.floor(minutes / (24 * 60)), 'day');
}
