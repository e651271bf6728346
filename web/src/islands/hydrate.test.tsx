import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateIslands } from './hydrate';
import { Island } from './Island';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

describe('islands', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders on the server with its props, then hydrates alone in the browser', async () => {
    const html = renderToString(
      <main>
        <p>Static text</p>
        <Island name="counter" component={Counter} props={{ start: 3 }} />
      </main>,
    );
    document.body.innerHTML = html;
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 3');
    const error = vi.spyOn(console, 'error');

    await act(() => hydrateIslands(document, { counter: async () => Counter }));
    await act(async () => screen.getByRole('button').click());

    expect(screen.getByRole('button')).toHaveTextContent('Clicked 4');
    expect(error).not.toHaveBeenCalled();
  });

  it('does not load React when the page has no island', async () => {
    document.body.innerHTML = '<main><p>Only text</p></main>';
    const load = vi.fn();
    await hydrateIslands(document, { counter: load });
    expect(load).not.toHaveBeenCalled();
  });

  it('reports an island missing from the registry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-island="nope" data-island-props="{}"></div>';
    await hydrateIslands(document, {});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Unknown island "nope"'));
  });

  it('hydrates an island marked data-island-when="visible" only when it nears the viewport', async () => {
    let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          report = callback;
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    document.body.innerHTML = renderToString(
      <main>
        <section data-island-when="visible">
          <Island name="counter" component={Counter} props={{ start: 3 }} />
        </section>
      </main>,
    );
    const load = vi.fn(async () => Counter);

    expect(await hydrateIslands(document, { counter: load })).toBe(0);
    expect(observe).toHaveBeenCalledWith(document.querySelector('[data-island="counter"]'));
    report?.([{ isIntersecting: false }]);
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      report?.([{ isIntersecting: true }]);
      await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    });
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 4');
  });
});
