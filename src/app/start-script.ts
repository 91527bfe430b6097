/**
 * The inline script at the end of every prerendered page's <body>
 * (build/prerender.ts), the same on every page so the CSP allows it by one
 * hash. It reads the page's start data (#app-start, JSON written by the build)
 * and:
 *  1. for an English visitor on the page's own path (data-render="translate",
 *     decided by the language bootstrap in <head>), swaps the page's English
 *     markup (<template data-root="en-US">) into #root before anything is
 *     painted, so the browser hydrates English markup; every other language
 *     template is dropped;
 *  2. starts the app: the page's translation files (preload, fetched as JSON by
 *     src/i18n), its screen's chunks (modulepreload), the stored values'
 *     schemas when something is stored (src/lib/storage.ts would otherwise
 *     fetch them only once the entry runs) and the entry script.
 *     A page that hydrates is already readable, so the app starts only once the
 *     page has painted: scripts then never compete with the HTML and CSS for
 *     the first paint. A page the browser renders itself starts at once.
 *  3. keeps what a visitor does before the app is live: what they type into
 *     the page's fields (by id) is put back once the app has taken the page
 *     over (hydration renders the fields from the app's state), as input events
 *     the app's handlers see (emptied first, so they see a change whatever the
 *     field shows), and once more a moment later unless the visitor has typed
 *     there since; a form
 *     they send is held (a native submit would reload the page and lose it, or
 *     put it in the URL) and sent by the app then. Every form of the app
 *     handles its own submit, so one that reaches the document unhandled was
 *     sent too early; once live it is sent again until taken (5 s at most).
 * Plain ES5 in a string: it runs before any module.
 */
export const START_SCRIPT = `(function(){var d=document,h=d.documentElement,r=d.getElementById('root'),b={},m=h.getAttribute('data-render'),l=h.lang;
try{b=JSON.parse(d.getElementById('app-start').textContent)}catch(e){}
var t=d.querySelectorAll('template[data-root]'),i,j,n;
if(m==='translate'){for(i=0;i<t.length;i++){if(t[i].getAttribute('data-root')===l){while(r.firstChild)r.removeChild(r.firstChild);r.appendChild(t[i].content);m='hydrate'}}if(m!=='hydrate')m='client';h.setAttribute('data-render',m)}
for(i=0;i<t.length;i++)t[i].parentNode.removeChild(t[i]);
function add(k,u,a){var e=d.createElement('link');e.rel=k;e.href=u;e.crossOrigin='';if(a)e.as=a;d.head.appendChild(e)}
function go(){var u=(b.i18n&&b.i18n[l])||[];n=m==='hydrate'?u.length:Math.min(u.length,1);for(j=0;j<n;j++)add('preload',u[j],'fetch');
if(m==='hydrate')for(j=0;j<(b.modules||[]).length;j++)add('modulepreload',b.modules[j]);
var c=b.schemas;if(c)try{for(j=0;j<c.keys.length;j++)if(window[c.keys[j][0]+'Storage'].getItem(c.keys[j][1])!==null){add('modulepreload',c.file);break}}catch(e){}
var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=b.entry;d.head.appendChild(s)}
var typed={},held=null,waiting=0,later={};
function live(){return h.getAttribute('data-render')==='live'}
function whenLive(){if(waiting)return;waiting=1;(function poll(){if(!live())return setTimeout(poll,50);setTimeout(function(){settle(1)},50);setTimeout(function(){settle(2)},400)})()}
function put(t,v){var p=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),'value');if(p&&p.set){p.set.call(t,v);t.dispatchEvent(new Event('input',{bubbles:true}));t.dispatchEvent(new Event('change',{bubbles:true}))}}
function settle(k){var id,t,v,f,b;for(id in typed){t=d.getElementById(id);v=typed[id];if(!t||later[id])continue;
if(typeof v==='boolean'){if(k===1&&t.checked===v)t.click();if(t.checked!==v)t.click()}
else if(k===1||t.value!==v){if(t.tagName!=='SELECT')put(t,'');put(t,v)}}
if(k===2){typed={};waiting=0}if(k===1&&held){f=d.forms[held.f];b=f&&f.elements[held.b];held=null;if(f)setTimeout(function(){send(f,b&&b.type==='submit'?b:null,1)},0)}}
function send(f,b,k){if(!f.isConnected)return;f.heldTries=k;try{f.requestSubmit(b)}catch(x){f.requestSubmit()}}
function note(e){var t=e.target;if(!t.id||!r.contains(t))return;if(live()){if(e.isTrusted)later[t.id]=1;return}typed[t.id]=t.type==='checkbox'||t.type==='radio'?t.checked:t.value;whenLive()}
d.addEventListener('input',note,true);d.addEventListener('change',note,true);
d.addEventListener('submit',function(e){var f=e.target,b=e.submitter||null,k=f.heldTries||0;if(e.defaultPrevented||!r.contains(f))return;e.preventDefault();
if(!live()){held={f:Array.prototype.indexOf.call(d.forms,f),b:b?Array.prototype.indexOf.call(f.elements,b):-1};whenLive()}else if(k<50)setTimeout(function(){send(f,b,k+1)},100)});
var P=window.PerformanceObserver,o=0;function once(){if(!o){o=1;go()}}
if(m==='hydrate'&&P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(x){if(x.getEntriesByName('first-contentful-paint').length)once()}).observe({type:'paint',buffered:true});setTimeout(once,3000)}else go();
})();`;

/** What a prerendered page's start script loads (build/prerender.ts writes it as #app-start). */
export interface StartData {
  /** The entry script. */
  entry: string;
  /** The page's screen chunks, preloaded when it hydrates. */
  modules: string[];
  /** The translation namespaces the page was rendered with (common first). */
  ns: string[];
  /** Their files per language, in the order of `ns`. */
  i18n: Record<string, string[]>;
  /** The stored values' schemas chunk, preloaded when one of these [area, key] holds a value. */
  schemas?: { file: string; keys: [string, string][] };
}
