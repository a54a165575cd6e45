/**
 * The provider's public site (SPEC 1): the server writes it into the page's meta tags from PROVIDER_SITE_EN /
 * PROVIDER_SITE_TR; the badge links to the Turkish one for Turkish and the English one otherwise.
 */
export function providerSite(language: string): string {
  const read = (name: string) => globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
  const en = read('canvass:provider-site-en') ?? 'https://canvass.example.com/en';
  const tr = read('canvass:provider-site-tr') ?? 'https://canvass.example.com/tr';
  return language.toLowerCase().startsWith('tr') ? tr : en;
}
