// Hostile text for the XSS browser suite: script tags, event handlers, javascript:, data: and vbscript: links,
// SVG and MathML, markdown-link tricks, broken and nested HTML, entities, CSS expressions, iframe srcdoc,
// template syntax. Each calls `__xss(marker)` (the page's tripwire) instead of alert, and carries its marker where
// only a text rendering shows it: inside an attribute, a script or a link target. Rendered as markup, the marker
// disappears from the page's text and the tripwire may fire; rendered as text, the marker is visible.

/** `ID` is replaced by the payload's marker. */
const TEMPLATES: readonly string[] = [
  `<script>__xss('ID')</script>`,
  `<ScRiPt>__xss('ID')</sCrIpT>`,
  `<script src="data:text/javascript,__xss('ID')"></script>`,
  `<scr<script>ipt>__xss('ID')</scr</script>ipt>`,
  `<img src=x onerror="__xss('ID')">`,
  `<img src=x onerror=__xss('ID')//`,
  `<img/src/onerror=__xss('ID')>`,
  `<img src=x onerror="&#95;&#95;xss('ID')">`,
  `"><img src=x onerror=__xss('ID')>`,
  `'><script>__xss('ID')</script>`,
  `</textarea><script>__xss('ID')</script>`,
  `</title><script>__xss('ID')</script>`,
  `<!--<img src="--><img src=x onerror=__xss('ID')//">`,
  `<svg onload="__xss('ID')">`,
  `<svg><script>__xss('ID')</script></svg>`,
  `<svg><animate onbegin="__xss('ID')" attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:__xss('ID')"><text x=20 y=20>click</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=__xss('ID')>`,
  `<body onload="__xss('ID')">`,
  `<details open ontoggle="__xss('ID')">`,
  `<input autofocus onfocus="__xss('ID')">`,
  `<video><source onerror="__xss('ID')"></video>`,
  `<audio src=x onerror="__xss('ID')">`,
  `<marquee onstart="__xss('ID')">`,
  `<iframe srcdoc="<script>parent.__xss('ID')</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss('ID')"></iframe>`,
  `<object data="javascript:__xss('ID')"></object>`,
  `<embed src="javascript:__xss('ID')">`,
  `<a href="javascript:__xss('ID')">click</a>`,
  `<a href="&#106;avascript:__xss('ID')">click</a>`,
  `<a href=" javascript:__xss('ID')">click</a>`,
  `<a href="data:text/html,<script>__xss('ID')</script>">click</a>`,
  `<form action="javascript:__xss('ID')"><button>go</button></form>`,
  `<button formaction="javascript:__xss('ID')">go</button>`,
  `<base href="javascript:__xss('ID')//">`,
  `<meta http-equiv="refresh" content="0;url=javascript:__xss('ID')">`,
  `<link rel=stylesheet href="javascript:__xss('ID')">`,
  `<div style="width: expression(__xss('ID'))">`,
  `<div style="background:url(javascript:__xss('ID'))">`,
  `<style>@import 'javascript:__xss("ID")';</style>`,
  `<noscript><p title="</noscript><img src=x onerror=__xss('ID')>">`,
  `<template><img src=x onerror=__xss('ID')></template>`,
  `[click](javascript:__xss('ID'))`,
  `[click](JaVaScRiPt:__xss('ID'))`,
  `[click]( javascript:__xss('ID'))`,
  `[click](java\tscript:__xss('ID'))`,
  `[click](javascript&#58;__xss('ID'))`,
  `[click](vbscript:__xss('ID'))`,
  `[click](data:text/html;base64,PHNjcmlwdD5fX3hzcygpPC9zY3JpcHQ+#ID)`,
  `![image](javascript:__xss('ID'))`,
  `[click](javascript:__xss('ID') "title")`,
  `[<img src=x onerror=__xss('ID')>](https)`,
  `&lt;script&gt;__xss('ID')&lt;/script&gt;`,
  `&#60;img src=x onerror=__xss('ID')&#62;`,
  `javascript:__xss('ID')`,
  `data:text/html,<script>__xss('ID')</script>`,
  `{{constructor.constructor('__xss("ID")')()}}`,
  `\${__xss('ID')}`,
  `\u202e<script>__xss('ID')</script>`,
  `<img src="x" onerror="eval(atob('X194c3MoKQ=='))" title="ID">`,
  // Aimed at the first state the server renders into the page (issue #21): leaving the root, React's markers.
  `</div></main></div><script>__xss('ID')</script>`,
  `<!--/$--><script>__xss('ID')</script><!--$-->`,
];

export interface XssPayload {
  /** Unique, fixed width, letters and digits only: shown as such by markdown and never a prefix of another. */
  marker: string;
  text: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = TEMPLATES.map((template, i) => {
  const marker = `xss${String(i).padStart(3, '0')}q`;
  return { marker, text: template.replaceAll('ID', marker) };
});
