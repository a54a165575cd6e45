// Text the server writes into HTML pages.

/** A value for a double-quoted attribute. */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * JSON inside a <script type="application/json"> data block: never executed (so the CSP needs nothing), and with
 * every "<" escaped no text in it can close the element, whatever a flow's labels say.
 */
export const jsonDataBlock = (id: string, value: unknown) => `<script type="application/json" id="${escapeAttribute(id)}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** Text between tags or in a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
