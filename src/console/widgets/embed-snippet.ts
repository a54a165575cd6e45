/**
 * What a site owner pastes before </body> (README "Embedding the widget", src/widget/loader/loader.ts). A widget in
 * secure mode also needs its token in CanvassSettings, written by the site's server, never in a static page.
 */
export function embedSnippetOf(code: string, origin: string, secureMode: boolean): string {
  const loader = `<script async src="${origin}/loader.js" data-canvass-code="${code}"></script>`;
  return secureMode ? `<script>window.CanvassSettings = { securityToken: 'YOUR-SECURITY-TOKEN' };</script>\n${loader}` : loader;
}

/** The sample host page of this server that embeds a widget with the snippet above (src/server/pages/widget-preview-page.ts). */
export const previewPathOf = (code: string) => `/widget-preview/${encodeURIComponent(code)}`;
