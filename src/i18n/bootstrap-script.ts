/**
 * The inline script at the top of every page's <head> (index.html, and so
 * every prerendered page). Before anything is painted it decides the language
 * with SPEC §4's rules (the same as src/i18n/language.ts: ?lng= loosely, then a
 * stored pt-BR/en-US exactly, then the browser's first language) and whether
 * the page's markup can be hydrated as it is: only a pt-BR visitor on the very
 * path it was rendered for (data-path on <html>), with no query but campaign
 * parameters. An English visitor on that path gets data-render="translate":
 * the page's English markup (a <template> the start script swaps in before
 * the first paint, src/app/start-script.ts) replaces it. Otherwise the markup
 * is hidden (data-render="client") until the browser renders the page itself,
 * so an English visitor never sees Portuguese and a client-only route never
 * flashes the landing.
 * A page whose first render depends on a stored value the visitor carries
 * (data-client-when-stored, from RouteMeta.clientWhenStored: /login with a
 * plan picked before logging in) is rendered by the browser too, instead of
 * markup that would change once hydrated.
 * A stored session token sets data-session, so the header keeps the account
 * buttons' room for a logged-in visitor from the first paint.
 * An old address served its page's copy (data-alias, e.g. /agency-old) takes
 * the page's own address first, query and hash kept, as the app's redirect
 * would: the page then hydrates instead of rendering a redirect.
 * If the app has not taken over after 6 s (a very slow network), the markup
 * shows anyway rather than a blank page. Plain ES5 in a string: it runs before any module, and the build allows it in
 * the CSP by its hash.
 */
export const BOOTSTRAP_SCRIPT = `(function(){var d=document.documentElement,l=window.location,s=null;
function m(v){v=(v||'').toLowerCase();return v==='pt'||v.indexOf('pt-')===0||v.indexOf('pt_')===0?'pt-BR':v==='en'||v.indexOf('en-')===0||v.indexOf('en_')===0?'en-US':null}
function ok(v){return v==='pt-BR'||v==='en-US'?v:null}
function c(n){var p=document.cookie.split('; ');for(var i=0;i<p.length;i++){if(p[i].indexOf(n+'=')===0)return decodeURIComponent(p[i].slice(n.length+1))}return null}
function g(a){try{return window[a].getItem('i18nextLng')}catch(e){return null}}
var q=l.search?l.search.slice(1).split('&'):[],keep=true,lng=null;
for(var i=0;i<q.length;i++){var k=decodeURIComponent(q[i].split('=')[0]);if(k==='lng'){lng=decodeURIComponent(q[i].slice(4))}else if(k.indexOf('utm_')!==0&&k!=='gclid'&&k!=='fbclid'&&k!==''){keep=false}}
s=m(lng)||ok(c('i18next'))||ok(g('localStorage'))||ok(g('sessionStorage'))||m((navigator.languages&&navigator.languages[0])||navigator.language)||'pt-BR';
d.lang=s;
try{if(window.localStorage.getItem('token'))d.setAttribute('data-session','')}catch(e){}
var p=d.getAttribute('data-path'),h=l.pathname.replace(/\\/+$/,'')||'/',a=d.getAttribute('data-alias'),w=(d.getAttribute('data-client-when-stored')||'').split(' ');
for(var j=0;j<w.length;j++){var o=w[j].split(':');try{if(o[1]&&window[o[0]+'Storage'].getItem(o[1])!==null)keep=false}catch(e){}}
if(a&&a===h&&p){try{history.replaceState(history.state,'',p+l.search+l.hash);h=p}catch(e){}}
d.setAttribute('data-render',keep&&p===h?(s==='pt-BR'?'hydrate':'translate'):'client');
setTimeout(function(){if(d.getAttribute('data-render')==='client')d.setAttribute('data-render','late')},6000);
})();`;

/** Hides prerendered markup the browser is about to replace (see above); <noscript> undoes it. */
export const BOOTSTRAP_STYLE = 'html[data-render="client"] #root,html[data-render="translate"] #root{visibility:hidden}';
