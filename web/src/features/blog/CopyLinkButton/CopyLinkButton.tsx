import { IconLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { notify } from '../../toast/notify';
import { copyLinkMessages } from './messages';

/** Copies `text` with the async Clipboard API; false when the API is missing or refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The share bar's one interactive part, an island (web/src/islands). Pre-rendered disabled, since
 * it cannot work without JavaScript; enabled once hydrated.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const copy = async () => {
    const { copied, failed } = copyLinkMessages;
    if (await copyText(url)) notify.success(copied.title, { description: copied.description });
    else notify.error(failed.title, { description: failed.description });
  };

  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconLink size={16} aria-hidden />}
      disabled={!ready}
      onClick={() => void copy()}
    >
      Copy link
    </Button>
  );
}
