/**
 * Whether a form's values hold nothing the respondent gave: undefined, null and '' at any depth, and empty lists
 * and objects. false and 0 are answers (a ticked-then-unticked box, a zero typed).
 */
export function isBlankFormData(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return true;
  if (Array.isArray(data)) return data.every(isBlankFormData);
  if (typeof data === 'object') return Object.values(data).every(isBlankFormData);
  return false;
}
