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
 *     fetch them only once the entry runs) and the entry script (already
 *     downloading since the document arrived: a low-priority modulepreload in
 *     <head>, build/prerender.ts).
 *     A page that hydrates is already readable, so the app starts on the first
 *     frame after the first contentful paint is in the performance timeline
 *     (checked every animation frame: a paint observer's callback comes
 *     hundreds of milliseconds late on a slow phone): no script runs before
 *     the first paint, and the small files do not compete with the HTML and CSS
 *     for it. A page the browser renders itself starts at once.
 *  3. is the page's event contract until the app is live (html[data-render=
 *     "live"], src/app/live-signal.tsx): nothing a visitor does on the painted
 *     page is lost or doubled. From the window, before anything else sees them:
 *     - what they type, choose or tick is left to the browser and remembered
 *       per field; the app does not see those events yet;
 *     - a tap on a button (not a link, a <summary> or a field: the browser does
 *       those itself) is held, once however many times it is tapped, and the
 *       button is marked data-pending (a busy cursor) meanwhile;
 *     - a form sent is held (a native submit would reload the page and lose it,
 *       or put it in the URL), once.
 *     Once live (for a page that hydrates: as soon as hydration has started), on
 *     the next task (until then events are still held: a submit in between
 *     would reach the app before what was typed): every remembered field is
 *     handed to the app as the visitor left it (an input/click event the app's
 *     handlers see as a change), then the held taps and submits are replayed in
 *     order on the same elements (found again by id, or by name in their form,
 *     should the app have rendered new ones). A field, or a form about to be
 *     sent, first gets an input event that changes nothing: React hydrates the
 *     part of the page it is in at once (it does so for taps and keys itself),
 *     so the change that follows reaches a hydrated field. Afterwards a form
 *     that reaches the document unhandled (its part of the page is not
 *     hydrated yet) is sent again until taken (5 s at most) instead of natively.
 * Plain ES5 in a string: it runs before any module.
 */
export const START_SCRIPT = `(function(){var d=document,w=window,h=d.documentElement,r=d.getElementById('root'),b={},m=h.getAttribute('data-render'),l=h.lang;
try{b=JSON.parse(d.getElementById('app-start').textContent)}catch(e){}
var t=d.querySelectorAll('template[data-root]'),i,j,n;
if(m==='translate'){for(i=0;i<t.length;i++){if(t[i].getAttribute('data-root')===l){while(r.firstChild)r.removeChild(r.firstChild);r.appendChild(t[i].content);m='hydrate'}}if(m!=='hydrate')m='client';h.setAttribute('data-render',m)}
for(i=0;i<t.length;i++)t[i].parentNode.removeChild(t[i]);
function add(k,u,a){var e=d.createElement('link');e.rel=k;e.href=u;e.crossOrigin='';if(a)e.as=a;d.head.appendChild(e)}
var started=0;
function go(){if(started)return;started=1;var u=(b.i18n&&b.i18n[l])||[];n=m==='hydrate'?u.length:Math.min(u.length,1);for(j=0;j<n;j++)add('preload',u[j],'fetch');
if(m==='hydrate')for(j=0;j<(b.modules||[]).length;j++)add('modulepreload',b.modules[j]);
var c=b.schemas;if(c)try{for(j=0;j<c.keys.length;j++)if(w[c.keys[j][0]+'Storage'].getItem(c.keys[j][1])!==null){add('modulepreload',c.file);break}}catch(e){}
var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=b.entry;d.head.appendChild(s)}
var fields=[],held=[],done=0,taking=0,forms=d.forms,indexOf=Array.prototype.indexOf;
function live(){return h.getAttribute('data-render')==='live'}
function kind(e){return (e.type||'').toLowerCase()}
function isField(e){var g=e.tagName;return g==='INPUT'||g==='TEXTAREA'||g==='SELECT'}
function where(e){var f=e.tagName==='FORM'?e:e.form;return {e:e,id:e.id,f:f?indexOf.call(forms,f):-1,n:e.tagName==='FORM'?'':e.name}}
function find(p){var e=p.e,f;if(e&&e.isConnected)return e;if(p.id&&(e=d.getElementById(p.id)))return e;f=forms[p.f];return f&&p.n?f.elements[p.n]:f&&!p.n?f:null}
function remember(ev){var e=ev.target,k,x,o;if(done||!r.contains(e)||!isField(e))return;ev.stopImmediatePropagation();k=kind(e);if(k==='file')return;
for(x=0;x<fields.length;x++){o=fields[x].p.e;if(o===e||k==='radio'&&kind(o)==='radio'&&o.name===e.name&&o.form===e.form){fields.splice(x,1);break}}
fields.push({p:where(e),v:k==='checkbox'||k==='radio'?e.checked:e.value})}
function hold(a,e,s){var x,last=held[held.length-1];for(x=0;x<held.length;x++)if(held[x].a===a&&held[x].p.e===e&&(a==='submit'||held[x]===last))return;
held.push({a:a,p:where(e),s:s?where(s):null});(s||e).setAttribute('data-pending','')}
function tap(ev){var e=ev.target,g;if(done||!e.closest||!r.contains(e))return;ev.stopImmediatePropagation();if(isField(e))return;
g=e.closest('a[href],summary,label,button,[role=button],[role=tab],[role=switch],[role=menuitem],[role=menuitemcheckbox],[role=option]');
if(!g||g.disabled||g.matches('a[href],summary,label')||g.tagName==='BUTTON'&&g.form&&kind(g)==='submit')return;hold('click',g)}
function early(ev){var f=ev.target;if(done||!r.contains(f))return;ev.preventDefault();ev.stopImmediatePropagation();hold('submit',f,ev.submitter||null)}
function unhandled(ev){var f=ev.target,s=ev.submitter,k=f.heldTries||0;if(!done||ev.defaultPrevented||!r.contains(f))return;ev.preventDefault();if(k<50)setTimeout(function(){f.heldTries=k+1;submit(f,s)},100)}
function submit(f,s){if(!f||!f.isConnected)return;try{f.requestSubmit(s&&s.form===f&&kind(s)==='submit'?s:null)}catch(x){f.requestSubmit()}}
function wake(e){e.dispatchEvent(new Event('input',{bubbles:true}))}
function restore(){var x,v,e,o;for(x=0;x<fields.length;x++){v=fields[x].v;e=find(fields[x].p);if(!e)continue;wake(e);
if(typeof v==='boolean'){e.checked=!v;e.click()}
else if(e.tagName==='SELECT'){e.value=v;e.dispatchEvent(new Event('change',{bubbles:true}))}
else{o=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(e),'value');e.value=v===''?' ':'';o.set.call(e,v);e.dispatchEvent(new Event('input',{bubbles:true}))}}fields=[]}
function replay(){var x=held.shift(),e,s;if(!x)return;e=find(x.p);s=x.s&&find(x.s);x.p.e.removeAttribute('data-pending');if(x.s)x.s.e.removeAttribute('data-pending');
if(e){if(x.a==='submit'){wake(e);submit(e,s)}else if(!e.disabled)e.click()}setTimeout(replay,30)}
function takeOver(){if(taking||!live())return;taking=1;setTimeout(function(){done=1;restore();setTimeout(replay,30)},0)}
w.addEventListener('input',remember,true);w.addEventListener('change',remember,true);w.addEventListener('click',tap,true);w.addEventListener('submit',early,true);d.addEventListener('submit',unhandled);
if(w.MutationObserver)new MutationObserver(takeOver).observe(h,{attributes:true,attributeFilter:['data-render']});else(function poll(){takeOver();if(!taking)setTimeout(poll,50)})();
var P=w.performance;function painted(){if(started)return;if(P.getEntriesByName('first-contentful-paint').length)go();else requestAnimationFrame(painted)}
if(m==='hydrate'&&w.requestAnimationFrame&&P&&P.getEntriesByName){requestAnimationFrame(painted);setTimeout(go,3000)}else go();
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
  /** The prices and dates the markup shows, as the build formatted them (src/lib/format.ts seeds them before hydrating). */
  formats?: Record<string, string>;
  /** The stored values' schemas chunk, preloaded when one of these [area, key] holds a value. */
  schemas?: { file: string; keys: [string, string][] };
}
