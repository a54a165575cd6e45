/**
 * The `lang` attribute for a flow language code (SPEC 2.3: "the document language attribute ... the lower-cased
 * language code"). Decision (issue #7): the SPEC's `ir` (Persian, named after Iran's country code) is written `fa`,
 * its BCP 47 tag, because assistive technology picks its voice by `lang` and does not know `ir`; every other SPEC 3.9
 * code is already a valid tag once lower-cased (zh-hans, zh-tw, fr-ca, es-es included).
 */
const TAG_FOR_CODE: Readonly<Record<string, string>> = { ir: 'fa' };

export function languageTag(code: string): string {
  const lower = code.trim().toLowerCase();
  return TAG_FOR_CODE[lower] ?? lower;
}
