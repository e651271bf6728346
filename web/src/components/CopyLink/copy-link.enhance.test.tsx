import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_ATTRIBUTE } from '../../client/early-input';
import { dismissAllToasts } from '../../features/toast/vanilla-toast';
import { enhanceCopyLinks } from './copy-link.enhance';
import { CopyLinkButton } from './CopyLinkButton';

const url = 'https://testbeam.dev/blog/api-testing-mcp-automation';

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(
    (writeText ? { writeText } : undefined) as unknown as Clipboard,
  );
}

const button = () => screen.getByRole('button', { name: 'Copy link' });
const wrapper = () => button().parentElement as HTMLElement;

describe('Copy link', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div id="toaster-root"></div>${renderToStaticMarkup(
      <CopyLinkButton url={url} />,
    )}`;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    dismissAllToasts();
  });

  it('is pre-rendered enabled, its wrapper pending until the copy is attached', () => {
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
    enhanceCopyLinks(document);
    button().click();
    const toast = await screen.findByRole('listitem');
    expect(writeText).toHaveBeenCalledWith(url);
    expect(toast).toHaveTextContent('Link copied!');
    expect(toast).toHaveTextContent('Article link has been copied to clipboard.');
    expect(toast).toHaveAttribute('data-type', 'success');
  });

  it.each([
    ['the browser refuses', () => stubClipboard(async () => Promise.reject(new Error('denied')))],
    ['there is no Clipboard API', () => stubClipboard(undefined)],
  ])('reports a failure when %s', async (_, arrange) => {
    arrange();
    enhanceCopyLinks(document);
    button().click();
    const toast = await screen.findByRole('listitem');
    expect(toast).toHaveTextContent('Failed to copy');
    expect(toast).toHaveTextContent('Could not copy link to clipboard.');
    expect(toast).toHaveAttribute('data-type', 'error');
  });
});
