import { textDirection, type InterfaceLanguage } from '../../i18n/languages';
import { FAVICON_DATA_URL } from '../../lib/favicon';
import { interfaceText } from '../services/interface-text';
import { escapeAttribute } from '../html-text';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export interface MessagePage {
  language: InterfaceLanguage;
  /** Interface string keys (src/i18n/locales). */
  titleKey: string;
  bodyKey: string;
  /** The provider's site for the badge, in this language (SPEC 1). */
  providerSite: string;
}

/**
 * A page the server writes without the app (issue #16): the 404 page and the pages for a respondent address that
 * cannot work (a missing node_id, an unknown widget code). Static HTML in the visitor's language with the badge,
 * styled like the respondent pages, no script.
 */
export function messagePage({ language, titleKey, bodyKey, providerSite }: MessagePage): string {
  const text = (key: string) => escapeText(interfaceText(language, key));
  // `lang` is the language tag (Persian is the SPEC's `ir`, tagged `fa`), as on the app's pages.
  const lang = language === 'ir' ? 'fa' : language;
  return `<!doctype html>
<html lang="${lang}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(titleKey)}</title>
<link rel="icon" href="${FAVICON_DATA_URL}" type="image/svg+xml">
<style>
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 2rem; padding: 1.5rem; box-sizing: border-box; background: #f3f4f6; color: #111827; font: 1rem/1.5 system-ui, sans-serif; }
main { max-width: 28rem; background: #fff; border-radius: 12px; padding: 2rem 1.75rem; box-shadow: 0 1px 3px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.06); text-align: center; }
h1 { font-size: 1.375rem; margin: 0 0 .75rem; }
p { margin: 0; color: #4b5563; }
footer a { display: inline-flex; align-items: center; gap: .375rem; color: #4b5563; font-size: .75rem; text-decoration: none; }
footer a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${text(titleKey)}</h1>
<p>${text(bodyKey)}</p>
</main>
<footer><a href="${escapeAttribute(providerSite)}" target="_blank" rel="noopener noreferrer"><img src="${FAVICON_DATA_URL}" width="16" height="16" alt=""><span>${text('branding.poweredBy')}</span></a></footer>
</body>
</html>`;
}
