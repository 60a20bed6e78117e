/**
 * Stored-XSS vectors: each calls the page's `__xss(n)` (or opens a dialog) if it ever runs, in
 * text, attribute, URL, markup and script contexts (titles, meta tags, JSON-LD, RSS, the panel).
 */
const TEMPLATES: ((call: string) => string)[] = [
  (p) => `<script>${p}</script>`,
  (p) => `<img src=x onerror="${p}">`,
  (p) => `<svg onload="${p}">`,
  (p) => `<svg><script>${p}</script></svg>`,
  (p) => `"><script>${p}</script>`,
  (p) => `'><img src=x onerror=${p}>`,
  (p) => `<a href="javascript:${p}">link</a>`,
  (p) => `<iframe srcdoc="<script>parent.${p}</script>"></iframe>`,
  (p) => `<details open ontoggle="${p}">x</details>`,
  (p) => `<body onload=${p}>`,
  (p) => `<input autofocus onfocus="${p}">`,
  (p) => `</script><script>${p}</script>`,
  (p) => `</title><script>${p}</script>`,
  (p) => `</textarea><script>${p}</script>`,
  (p) => `<math><mtext><table><mglyph><style><img src=x onerror=${p}>`,
  (p) => `{{constructor.constructor('${p}')()}}`,
  (p) => `\${${p}}`,
  (p) => `<object data="javascript:${p}"></object>`,
  (p) => `<embed src="javascript:${p}">`,
  (p) => `<a href="data:text/html,<script>${p}</script>">x</a>`,
  (p) => `<base href="javascript:${p}//">`,
  (p) => `<meta http-equiv="refresh" content="0;url=javascript:${p}">`,
  (p) => `<video><source onerror="${p}"></video>`,
  (p) => `<audio src=x onerror=${p}>`,
  (p) => `<scr<script>ipt>${p}</scr</script>ipt>`,
  (p) => `<noscript><p title="</noscript><img src=x onerror=${p}>">`,
  (p) => `<svg><animate onbegin=${p} attributeName=x dur=1s>`,
  (p) => `<img src=x:x onerror=${p}//`,
  (p) => `\\u003cscript\\u003e${p}\\u003c/script\\u003e`,
  (p) => `&lt;img src=x onerror=${p}&gt;`,
  (p) => `<style>*{background:url("javascript:${p}")}</style>`,
  (p) => `<div style="background-image:url(javascript:${p})">x</div>`,
  (p) => `<img src="x" onerror&#x3D;"${p}">`,
  (p) => `<svg><a xlink:href="javascript:${p}"><text>x</text></a></svg>`,
  (p) => `<form><button formaction="javascript:${p}">x</button></form>`,
  (p) => `<isindex type=image src=1 onerror=${p}>`,
  (p) => `<img """><script>${p}</script>">`,
  (p) => `<a href="jav&#x09;ascript:${p}">x</a>`,
  (p) => `<img src=1 onerror=${p.replace(/\(/g, '&#40;').replace(/\)/g, '&#41;')}>`,
  (p) => `]]><script>${p}</script>`,
  (p) => `<![CDATA[<script>${p}</script>]]>`,
]

/** Vectors numbered from 1, each calling __xss(n) and, in a second set, alert(n). */
export const XSS_VECTORS: { id: number; text: string }[] = [
  ...TEMPLATES.map((template, index) => ({ id: index + 1, text: template(`__xss(${index + 1})`) })),
  ...TEMPLATES.map((template, index) => ({ id: TEMPLATES.length + index + 1, text: template(`alert(${TEMPLATES.length + index + 1})`) })),
]

/** A URL-shaped vector for *Url fields: refused by the collections, or harmless if kept. */
export const urlVector = (id: number) => [`javascript:__xss(${id})`, `https://x.example/"onerror="__xss(${id})`, `data:text/html,<script>__xss(${id})</script>`][id % 3]!
