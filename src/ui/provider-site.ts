import { createContext, useContext } from 'react';

export interface ProviderSites {
  en: string;
  tr: string;
}

/**
 * The provider's sites where the page's meta tags cannot be read: the server renders a page's first state from
 * PROVIDER_SITE_EN / PROVIDER_SITE_TR directly (server/pages/first-state.tsx), so the badge it draws matches the
 * one the browser hydrates.
 */
export const ProviderSitesContext = createContext<ProviderSites | undefined>(undefined);

/**
 * The provider's public site (SPEC 1): the server writes it into the page's meta tags from PROVIDER_SITE_EN /
 * PROVIDER_SITE_TR; the badge links to the Turkish one for Turkish and the English one otherwise.
 */
function providerSite(language: string, given?: ProviderSites): string {
  const read = (name: string) => globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
  const en = given?.en || (read('canvass:provider-site-en') ?? 'https://canvass.example.com/en');
  const tr = given?.tr || (read('canvass:provider-site-tr') ?? 'https://canvass.example.com/tr');
  return language.toLowerCase().startsWith('tr') ? tr : en;
}

/** `providerSite` with the sites the rendering server gave, if any. */
export const useProviderSite = (language: string): string => providerSite(language, useContext(ProviderSitesContext));
