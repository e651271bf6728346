import { act, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_ATTRIBUTE } from '#web/client/early-input.ts';
import { CopyLinkButton } from './CopyLinkButton';

const url = 'https://testbeam.dev/blog/api-testing-mcp-automation';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(
    (writeText ? { writeText } : undefined) as unknown as Clipboard,
  );
}

// A fresh module graph per test, as on an article's first press: sonner and the toaster are not
// loaded yet (the setup file loads them into the shared graph for the form tests).
async function freshEnhancer() {
  vi.resetModules();
  return import('./copy-link.enhance');
}

const button = () => screen.getByRole('button', { name: 'Copy link' });
const wrapper = () => button().parentElement as HTMLElement;

describe('Copy link', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="toaster-root"></div>${renderToStaticMarkup(
      <CopyLinkButton url={url} />,
    )}`;
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    // sonner's store is shared by every module graph (node_modules are not reloaded): empty it,
    // and unmount the toaster this test's own graph mounted.
    const { unmountToaster } = await import('#web/toast/mount.ts');
    act(() => {
      toast.dismiss();
      unmountToaster();
    });
  });

  it('is pre-rendered enabled, its wrapper pending until the copy is attached', async () => {
    const { enhanceCopyLinks } = await freshEnhancer();
    // Enabled: a click before the code runs must reach the page to be captured and replayed.
    expect(button()).toBeEnabled();
    expect(wrapper()).toHaveAttribute(PENDING_ATTRIBUTE);
    expect(wrapper()).toHaveAttribute('data-copy-link', url);
    enhanceCopyLinks(document);
    expect(wrapper()).not.toHaveAttribute(PENDING_ATTRIBUTE);
  });

  it('copies the article URL and says so (docs/requirements.md §8)', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const { enhanceCopyLinks } = await freshEnhancer();
    enhanceCopyLinks(document);
    button().click();
    // Copied at once, before sonner has loaded; the toast (sonner's) follows.
    expect(writeText).toHaveBeenCalledWith(url);
    const shown = await screen.findByRole('listitem');
    expect(shown).toHaveAttribute('data-sonner-toast');
    expect(shown).toHaveTextContent('Link copied!');
    expect(shown).toHaveTextContent('Article link has been copied to clipboard.');
    expect(shown).toHaveAttribute('data-type', 'success');
  });

  it.each([
    ['the browser refuses', () => stubClipboard(async () => Promise.reject(new Error('denied')))],
    ['there is no Clipboard API', () => stubClipboard(undefined)],
  ])('reports a failure when %s', async (_, arrange) => {
    arrange();
    const { enhanceCopyLinks } = await freshEnhancer();
    enhanceCopyLinks(document);
    button().click();
    const shown = await screen.findByRole('listitem');
    expect(shown).toHaveAttribute('data-sonner-toast');
    expect(shown).toHaveTextContent('Failed to copy');
    expect(shown).toHaveTextContent('Could not copy link to clipboard.');
    expect(shown).toHaveAttribute('data-type', 'error');
  });
});
