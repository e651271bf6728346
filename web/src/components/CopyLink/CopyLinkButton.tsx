import { IconLink } from '@tabler/icons-react';
import { PENDING_ATTRIBUTE } from '#web/client/early-input.ts';
import { needsJs } from '#web/theme/needs-js.ts';
import { Button } from '#web/components/Button/Button.tsx';
import { COPY_LINK_ATTRIBUTE } from './copy-link.enhance';

/**
 * The share bar's Copy link button, rendered on the server only (no island). It needs JavaScript,
 * so its wrapper is pending (web/src/client/early-input.ts) until copy-link.enhance.ts attaches the
 * copy: a click before then is captured and replayed, never lost. Not disabled, or there would be
 * no click to capture.
 */
export function CopyLinkButton({ url }: { url: string }) {
  return (
    <span {...{ [COPY_LINK_ATTRIBUTE]: url, [PENDING_ATTRIBUTE]: '' }} {...needsJs}>
      <Button
        type="button"
        variant="default"
        size="sm"
        leftSection={<IconLink size={16} aria-hidden />}
      >
        Copy link
      </Button>
    </span>
  );
}
