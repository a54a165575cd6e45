import { escapeAttribute, escapeHtml } from '../html-text';

/**
 * The console's widget preview (issue #18): a stand-in host page of this server that embeds one widget with the
 * very snippet a site owner pastes, so the console shows the real loader drawing the saved widget. Its content is a
 * wireframe of a shop page (blocks, no words to translate), and it runs no script but /loader.js, which the CSP's
 * script-src 'self' allows. Being on Canvass's own host, it passes every widget's domain check; its address still
 * meets the URL patterns like any page (the console says when they hide the widget there).
 */
export function widgetPreviewPage(code: string, lang: string): string {
  return `<!doctype html>
<html lang="${escapeAttribute(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(code)}</title>
<style>
body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; background: #fff; color: #111827; }
.bar { block-size: 56px; display: flex; align-items: center; gap: 1.5rem; padding-inline: 1.25rem; border-block-end: 1px solid #e5e7eb; }
.logo { inline-size: 96px; block-size: 20px; border-radius: 6px; background: #cbd5e1; }
.link { inline-size: 56px; block-size: 10px; border-radius: 5px; background: #e5e7eb; }
main { max-inline-size: 960px; margin: 0 auto; padding: 2rem 1.25rem; display: grid; gap: 1.25rem; }
.hero { block-size: 180px; border-radius: 12px; background: linear-gradient(135deg, #e0e7ff, #f1f5f9); }
.line { block-size: 12px; border-radius: 6px; background: #e5e7eb; }
.short { inline-size: 60%; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 1rem; }
.card { block-size: 140px; border-radius: 10px; background: #f3f4f6; }
</style>
</head>
<body>
<div class="bar" aria-hidden="true"><span class="logo"></span><span class="link"></span><span class="link"></span><span class="link"></span></div>
<main aria-hidden="true">
<div class="hero"></div>
<div class="line"></div>
<div class="line short"></div>
<div class="cards"><div class="card"></div><div class="card"></div><div class="card"></div><div class="card"></div></div>
</main>
<script async src="/loader.js" data-canvass-code="${escapeAttribute(code)}"></script>
</body>
</html>
`;
}
