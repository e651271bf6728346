import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../toast/Toaster';
import { CopyLinkButton } from './CopyLinkButton';

const url = 'https://testbeam.dev/blog/api-testing-mcp-automation';

function renderButton() {
  render(
    <MantineProvider>
      <CopyLinkButton url={url} />
      <Toaster />
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Copy link' });
}

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(
    (writeText ? { writeText } : undefined) as unknown as Clipboard,
  );
}

describe('CopyLinkButton', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    // sonner keeps its toasts in module state; start each case with none.
    act(() => {
      toast.dismiss();
    });
  });

  it('copies the article URL and says so (SPEC.md section 8)', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const button = renderButton();
    await act(async () => button.click());
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(screen.getByText('Article link has been copied to clipboard.')).toBeInTheDocument();
  });

  it.each([
    ['the browser refuses', () => stubClipboard(async () => Promise.reject(new Error('denied')))],
    ['there is no Clipboard API', () => stubClipboard(undefined)],
  ])('reports a failure when %s', async (_, arrange) => {
    arrange();
    const button = renderButton();
    await act(async () => button.click());
    expect(await screen.findByText('Failed to copy')).toBeInTheDocument();
    expect(screen.getByText('Could not copy link to clipboard.')).toBeInTheDocument();
  });
});
