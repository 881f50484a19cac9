/**
 * The one inline script of the prerendered pages (scripts/prerender.ts). Those pages show their
 * content as HTML, so the app's code is asked for once that HTML has painted its first content
 * (the paint timing's first-contentful-paint; the next animation frame where a browser does not
 * report it), not alongside it: on a slow connection the first paint waits for nothing but the
 * page. A page that opens with a photo (the one image it asks for at high priority: home's hero,
 * a listing's first card, a property's or project's first photo) also waits for that photo to
 * load (or fail) and be painted, so the photo does not share a slow line with the app's code.
 * However long either takes, the app is asked for a second after the script runs. The script
 * reads the entry module and the chunks to preload from its own data attributes, so its text
 * (and the hash the Content-Security-Policy allows it by) is the same on every page and
 * every build. The entry is asked for first, then each chunk to preload in a task of its own: a
 * fresh page's first requests cost a few milliseconds each, and together they made one task long
 * enough to hold up a tap. A hidden tab paints nothing, so a timer starts the app there too. An
 * install offer the browser makes before the app's code has loaded (`beforeinstallprompt` fires
 * once) is kept for the install button (pwa/components/InstallPrompt.tsx) as `window.__installOffer`.
 */
import { createHash } from 'node:crypto';
import { escapeAttribute } from './static.ts';

export const BOOT_SCRIPT =
  "(function(s){var w=window;w.addEventListener('beforeinstallprompt',function(e){e.preventDefault();w.__installOffer=e});" +
  "w.addEventListener('appinstalled',function(){w.__installOffer=null});" +
  "var d=s.dataset,done=false;function go(){if(done)return;done=true;var h=document.head,q=d.preload.split(' ');" +
  "var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=d.entry;h.appendChild(m);" +
  "(function next(){var u=q.shift();if(u===undefined)return;if(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)}setTimeout(next)})()}" +
  'function later(){setTimeout(go)}function shown(){requestAnimationFrame(later)}' +
  "function painted(){var i=document.querySelector('img[fetchpriority=high]');if(!i||i.complete)shown();" +
  "else{i.addEventListener('load',shown);i.addEventListener('error',shown)}}var P=window.PerformanceObserver;" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){" +
  "if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}}).observe({type:'paint',buffered:true})}" +
  'else requestAnimationFrame(painted);setTimeout(go,1000)})(document.currentScript)';

/** The CSP source that allows BOOT_SCRIPT and nothing else inline. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The boot element: starts `entry` after the first paint (and the lead photo's), preloading `preloads` with it. */
export function bootElement(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${escapeAttribute(entry)}" data-preload="${escapeAttribute(preloads.join(' '))}">${BOOT_SCRIPT}</script>`;
}
