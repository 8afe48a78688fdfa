/**
 * Content first (speed): the server's HTML already is the page (text, pictures,
 * styles, links that work), so the app's JavaScript is asked for once that content has loaded
 * and painted. On a phone's connection the hero picture and the fonts then get the bandwidth
 * first instead of sharing it with the scripts, and the page hydrates right after. A page whose
 * pictures stall still hydrates after APP_SCRIPTS_FALLBACK_MS.
 */
import { PAGE_CHUNKS_ID, SCRIPT_NONCE_SLOT, scriptJson } from './document';

/** Hydration starts at the latest this long after the HTML, whatever is still loading. */
export const APP_SCRIPTS_FALLBACK_MS = 3000;

const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/**
 * Once the page has loaded and shown its first content: a phone that is still laying out and
 * painting the server's HTML when the load event comes (pictures, fonts) paints it before any
 * script arrives. Where the browser does not report paints, one frame after the load.
 */
const AFTER_FIRST_PAINT =
  `function afterPaint(){var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
  `if(!t||t.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(start,0)});return}` +
  `try{new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}})` +
  `.observe({type:'paint',buffered:true})}catch(e){start()}}`;

/**
 * The loader, written as a page script: it runs before the app, so no module syntax; it carries
 * the response's nonce (server/document withScriptNonce), as the CSP runs no other. The page's
 * own chunks follow the entry's in a task of their own: at a phone's speed twenty links added in
 * one task would make it a long one.
 */
function loader(entry: string, preloads: readonly string[]): string {
  const modules = scriptJson(preloads);
  return (
    `<script nonce="${SCRIPT_NONCE_SLOT}">(function(){var started=false,d=document;function add(h){var l=d.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)}` +
    `function start(){if(started)return;started=true;${modules}.forEach(add);` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${scriptJson(entry)};` +
    `d.head.appendChild(s);var c=d.getElementById('${PAGE_CHUNKS_ID}');` +
    `if(c)setTimeout(function(){try{JSON.parse(c.textContent).forEach(add)}catch(e){}},0)}` +
    `${AFTER_FIRST_PAINT}setTimeout(start,${APP_SCRIPTS_FALLBACK_MS});` +
    `if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true})})()</script>`
  );
}

/**
 * The built index.html with its entry script and modulepreload links replaced by a loader at the
 * end of <body> that adds them when the page has loaded. Unchanged when it has no entry script.
 */
export function loadAppScriptsAfterContent(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].flatMap(([, href]) => (href ? [href] : []));
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `${loader(entry, preloads)}</body>`);
}
