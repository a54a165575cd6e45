// SPEC 5 patterns shared by the email question, the server and the rule engine.

// RFC 5322 dot-atom for the local part; domain labels of letters, digits and inner hyphens.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN = '(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+';
const address = (tld: string): string => `${LOCAL}@${DOMAIN}[A-Za-z]{${tld}}`;

/**
 * SPEC 5: "Email pattern: empty allowed; otherwise one or more comma-separated addresses, each with a local part,
 * @, a domain and a top-level part of 2 to 8 letters (2 to 4 for all but the last)." The 2-to-4 quirk is kept
 * as specified. Spaces are allowed around the commas only; the value itself is not trimmed.
 */
export const EMAIL_PATTERN = new RegExp(`^(?:|(?:${address('2,4')}\\s*,\\s*)*${address('2,8')})$`);

export function isValidEmailList(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}

/**
 * SPEC 5: "A UUID pattern accepts versions 1 to 5." The variant nibble must be the RFC 4122 one (8, 9, a or b),
 * so the nil UUID and versions 6 to 8 are rejected. Either case is accepted.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * SPEC 5: "Option ids are recognised by an id pattern." Option ids follow the schemas' common `id` definition
 * (letters, digits, '-', '_', '.' or ':', 1 to 128 characters), so anything the flow schema accepts as an id is
 * recognised here; UUIDs are a subset of it.
 */
export const OPTION_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

export function isOptionId(value: unknown): value is string {
  return typeof value === 'string' && OPTION_ID_PATTERN.test(value);
}
