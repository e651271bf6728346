// The page's first script (web/pages/+Head.tsx inlines it; the CSP allows it by its hash, which
// the build computes from the HTML). Until a control group's code is ready its root carries
// `data-pending` (early-input.ts), and this script keeps what the visitor does inside it:
// - a click on a button (a tap, Enter or Space on a focused button, a form's implicit submission
//   by Enter, which clicks its default button) is held back and queued;
// - a submit without a button is held back and queued;
// - a navigation key (arrows, Home, End, Page Up/Down, Escape) on anything but a text field.
// Links, typing and scrolling are never touched: they work without code, and typed text stays in
// the field, where the island finds it. Once no group is pending, `markReady` calls
// EARLY_INPUT_DONE and the listeners go: a visitor's taps and keys from then on (the first tap on
// a settled page among them) run no code of this script. Kept small and ES5 on purpose: it runs
// on every page before anything else, and must never throw.

export const EARLY_INPUT_QUEUE = '__earlyInput';
export const EARLY_INPUT_DONE = '__earlyInputDone';

export const EARLY_INPUT_SCRIPT = `(function(){var w=window,d=document,q=w.${EARLY_INPUT_QUEUE}=[],l=[];
function on(t,f){d.addEventListener(t,f,true);l.push([t,f])}
function p(e){var t=e.target;return t&&t.closest?t.closest('[data-pending]'):null}
function hold(e,x){e.preventDefault();e.stopImmediatePropagation();q.push(x)}
on('click',function(e){var r=p(e);if(!r)return;
var c=e.target.closest('button,[role=button],input[type=submit],input[type=checkbox],input[type=radio]');
if(c&&r.contains(c)&&!c.disabled)hold(e,{type:'click',target:c})});
on('submit',function(e){if(p(e))hold(e,{type:'submit',target:e.target})});
on('keydown',function(e){var t=e.target;if(!p(e)||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||t.isContentEditable)return;
if(/^(Arrow|Page)|^(Home|End|Escape)$/.test(e.key))hold(e,{type:'keydown',target:t,init:{key:e.key,code:e.code,shiftKey:e.shiftKey,altKey:e.altKey,ctrlKey:e.ctrlKey,metaKey:e.metaKey,bubbles:true,cancelable:true}})});
w.${EARLY_INPUT_DONE}=function(){while(l.length){var x=l.pop();d.removeEventListener(x[0],x[1],true)}}})();`;
