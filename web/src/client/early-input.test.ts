import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Captured, markReady, withoutRepeatedSubmits } from './early-input';
import { EARLY_INPUT_DONE, EARLY_INPUT_QUEUE, EARLY_INPUT_SCRIPT } from './early-input-inline';

const queue = () => (window as unknown as Record<string, Captured[]>)[EARLY_INPUT_QUEUE] ?? [];
const done = () =>
  (window as unknown as Record<string, (() => void) | undefined>)[EARLY_INPUT_DONE];

function page() {
  document.body.innerHTML = `
    <section id="group" data-pending>
      <button id="next" type="button">Next</button>
      <a id="link" href="#elsewhere">A link</a>
      <input id="field" type="text" />
      <form id="form"><input id="email" type="email" /><button id="send">Send</button></form>
      <div id="inner" data-pending><button id="inner-button" type="button">Inner</button></div>
    </section>
    <button id="outside" type="button">Outside</button>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { get };
}

const key = (target: HTMLElement, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('the early-input script and markReady', () => {
  // Each test loads a page: the script runs, and its listeners go with the page.
  beforeEach(() => {
    new Function(EARLY_INPUT_SCRIPT)();
    vi.useRealTimers();
  });
  afterEach(() => done()?.());

  it('holds back a click on a button inside a pending group, and nothing else', () => {
    const { get } = page();
    const heard: string[] = [];
    for (const id of ['next', 'link', 'outside'])
      get(id).addEventListener('click', (event) => {
        event.preventDefault();
        heard.push(id);
      });
    get('next').click();
    get('link').click();
    get('outside').click();
    expect(queue().map((entry) => entry.target.id)).toEqual(['next']);
    // The link and the button outside worked as usual; the held click reached no one.
    expect(heard).toEqual(['link', 'outside']);
  });

  it('keeps navigation keys on controls, never keys typed into a field', () => {
    const { get } = page();
    expect(key(get('next'), 'ArrowRight')).toBe(false);
    expect(key(get('next'), 'a')).toBe(true);
    expect(key(get('field'), 'ArrowLeft')).toBe(true);
    expect(queue()).toEqual([
      expect.objectContaining({
        type: 'keydown',
        target: get('next'),
        init: expect.objectContaining({ key: 'ArrowRight' }),
      }),
    ]);
  });

  it('holds back a submit and the click of a submit button', () => {
    const { get } = page();
    get('send').click();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    get('form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(queue().map((entry) => entry.type)).toEqual(['click', 'submit']);
  });

  it('replays in order, one per task, once the group is ready; nested groups wait', async () => {
    const { get } = page();
    const order: string[] = [];
    get('next').addEventListener('click', () => order.push('next'));
    get('next').addEventListener('keydown', (event) => order.push(event.key));
    get('inner-button').addEventListener('click', () => order.push('inner'));
    get('next').click();
    get('inner-button').click();
    key(get('next'), 'End');
    get('next').click();

    markReady(get('group'));
    expect(get('group')).not.toHaveAttribute('data-pending');
    expect(order).toEqual([]);
    await vi.waitFor(() => expect(order).toEqual(['next', 'End', 'next']));
    expect(queue().map((entry) => entry.target.id)).toEqual(['inner-button']);

    markReady(get('inner'));
    await vi.waitFor(() => expect(order).toEqual(['next', 'End', 'next', 'inner']));
    expect(queue()).toEqual([]);
    // Ready groups are left alone: a new click goes straight through.
    get('next').click();
    expect(order.at(-1)).toBe('next');
  });

  it('removes its listeners with the last pending mark, not before', () => {
    const { get } = page();
    markReady(get('inner'));
    get('next').click();
    expect(queue().map((entry) => entry.target.id)).toEqual(['next']);

    markReady(get('group'));
    expect(queue()).toEqual([]);
    // Nothing is pending: a mark set now (no code ever does) is no longer heard.
    get('outside').setAttribute('data-pending', '');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    get('outside').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(queue()).toEqual([]);
  });

  it('sends a form once however often it was submitted early', () => {
    const { get } = page();
    const form = get('form') as HTMLFormElement;
    const next: Captured = { type: 'click', target: get('next') };
    const send: Captured = { type: 'click', target: get('send') };
    const submit: Captured = { type: 'submit', target: form };
    expect(withoutRepeatedSubmits([next, send, next, send, submit])).toEqual([next, send, next]);
  });
});
