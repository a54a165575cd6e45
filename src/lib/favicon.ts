/**
 * The Canvass mark (the badge's logo) as a data URL: every page links it as its icon (issue #16: no favicon 404),
 * without a request. The built pages carry the same text in their <link rel="icon">, and the server answers
 * /favicon.ico and /favicon.svg with it for clients that ask anyway.
 */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><rect width="20" height="20" rx="5" fill="#0B6BCB"/><path d="M5 6h10M5 10h10M5 14h6" stroke="#fff" stroke-width="2" stroke-linecap="round"/></svg>`;

export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;
