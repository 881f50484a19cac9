/**
 * The one inline script of the prerendered pages: asks for the app once the page and its lead photo have painted.
 * Why: docs/decisions/007-boot-script.md
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
