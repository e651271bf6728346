import { act, screen } from '@testing-library/react';
import { type ReactNode, useActionState, useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_INPUT_DONE,
  EARLY_INPUT_QUEUE,
  EARLY_INPUT_SCRIPT,
} from '#web/client/early-input-inline.ts';
import { hydrateIslands } from './hydrate';
import { IslandMarkup } from './IslandMarkup';

// The test's own islands, rendered with IslandMarkup (the site's <Island> renders only the
// registry's) and loaded from the registries it hands to hydrateIslands.
const counter = 'counter';
const email = 'email';
const labelled = 'labelled';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** An action form, like the site's islands: its field is uncontrolled, read from the form's data. */
function EmailForm({ onSend }: { onSend: (email: string) => void }) {
  const [sent, send] = useActionState(async (_: string, data: FormData) => {
    const email = String(data.get('email'));
    onSend(email);
    return email;
  }, '');
  return (
    <form action={send}>
      <label>
        Email
        <input type="email" name="email" defaultValue={sent} />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

/** A field labelled through useId, as the site's Field components are. */
function Labelled() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Name</label>
      <input id={id} />
    </p>
  );
}

const queue = () => (window as unknown as Record<string, unknown[]>)[EARLY_INPUT_QUEUE] ?? [];

/** Hydration commits through React's scheduler here, as in a browser, not through act(). */
async function hydrateAll(registry: Parameters<typeof hydrateIslands>[1]) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await hydrateIslands(document, registry);
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

describe('islands', () => {
  // Each test loads a page: its inline script runs, and its listeners go with the page.
  beforeEach(() => {
    new Function(EARLY_INPUT_SCRIPT)();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    (window as unknown as Record<string, (() => void) | undefined>)[EARLY_INPUT_DONE]?.();
  });

  it('renders on the server with its props, then hydrates alone in the browser', async () => {
    const html = renderToString(
      <main>
        <p>Static text</p>
        <IslandMarkup name={counter} component={Counter} props={{ start: 3 }} />
      </main>,
    );
    document.body.innerHTML = html;
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 3');
    expect(document.querySelector('[data-island]')).toHaveAttribute('data-pending', '');
    const error = vi.spyOn(console, 'error');

    expect(await hydrateAll({ counter: async () => Counter })).toBe(1);
    expect(document.querySelector('[data-island]')).not.toHaveAttribute('data-pending');
    await act(async () => screen.getByRole('button').click());

    expect(screen.getByRole('button')).toHaveTextContent('Clicked 4');
    expect(error).not.toHaveBeenCalled();
  });

  it("gives useId's ids the same on the server, deep in a page, as in the browser", async () => {
    document.body.innerHTML = renderToString(
      <main>
        <Labelled />
        <section>
          <div>
            <IslandMarkup name={labelled} component={Labelled} props={{}} />
          </div>
        </section>
      </main>,
    );
    const island = document.querySelector('[data-island]') as HTMLElement;
    const field = island.querySelector('input') as HTMLInputElement;
    const serverId = field.id;
    expect(serverId).toMatch(/^_?labelled-/);
    // The page's own field, outside the island, has another id.
    expect(document.querySelectorAll(`[id="${serverId}"]`)).toHaveLength(1);
    const error = vi.spyOn(console, 'error');

    await hydrateAll({ labelled: async () => Labelled });

    expect(error).not.toHaveBeenCalled();
    expect(island.querySelector('input')).toBe(field);
    expect(field.id).toBe(serverId);
    expect(screen.getAllByLabelText('Name')).toContain(field);
  });

  it('replays clicks made before hydration, each once, after it', async () => {
    document.body.innerHTML = renderToString(
      <IslandMarkup name={counter} component={Counter} props={{ start: 0 }} />,
    );
    screen.getByRole('button').click();
    screen.getByRole('button').click();
    expect(screen.getByRole('button')).toHaveTextContent('Clicked 0');
    expect(queue()).toHaveLength(2);

    await hydrateAll({ counter: async () => Counter });

    await vi.waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Clicked 2'));
    expect(queue()).toHaveLength(0);
  });

  it('keeps text typed before hydration and sends the form once, however often it was sent', async () => {
    const onSend = vi.fn();
    document.body.innerHTML = renderToString(
      <IslandMarkup name={email} component={EmailForm} props={{ onSend }} />,
    );
    const field = screen.getByLabelText<HTMLInputElement>('Email');
    field.value = 'early@example.com';
    // Enter in a field clicks the form's default button; an impatient visitor does it twice.
    screen.getByRole('button', { name: 'Send' }).click();
    screen.getByRole('button', { name: 'Send' }).click();
    const submitted = vi.fn();
    document.addEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();

    // Props cross as JSON: the callback comes from the test's own component wrapper.
    await hydrateAll({ email: async () => () => <EmailForm onSend={onSend} /> });

    await vi.waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    expect(onSend).toHaveBeenCalledWith('early@example.com');
    expect(field.value).toBe('early@example.com');
    document.removeEventListener('submit', submitted);
  });

  it('gives each step a task of its own: yields before each island loads and before it hydrates, one island after the other', async () => {
    document.body.innerHTML = renderToString(
      <main>
        <IslandMarkup name={counter} component={Counter} props={{ start: 1 }} />
        <IslandMarkup name={labelled} component={Labelled} props={{}} />
      </main>,
    );
    const steps: string[] = [];
    const pause = async () => {
      steps.push('yield');
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const loader = (name: string, component: () => ReactNode) => async () => {
      const pending = document.querySelectorAll('[data-pending]').length;
      steps.push(`load ${name} (${pending} pending)`);
      return component;
    };
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const registry = {
        counter: loader('counter', () => <Counter start={1} />),
        labelled: loader('labelled', Labelled),
      };
      expect(await hydrateIslands(document, registry, pause)).toBe(2);
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    // The second island loads once the first has committed (its pending mark gone).
    expect(steps).toEqual([
      'yield',
      'load counter (2 pending)',
      'yield',
      'yield',
      'load labelled (1 pending)',
      'yield',
    ]);
    expect(document.querySelectorAll('[data-pending]')).toHaveLength(0);
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
});
