import { Anchor, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A line that leads to the whitelist request: the marketplace, agent pages and the sign-in card
 * each say why in their own words (`children`), then the same link. Underlined, as a link inside
 * text must be (WCAG link-in-text-block).
 */
export function WhitelistLink({ children, ...text }: TextProps & { children: ReactNode }) {
  return (
    <Text size="sm" {...text}>
      {children}{' '}
      <Anchor href="/email-whitelist" underline="always">
        Request email whitelisting
      </Anchor>
    </Text>
  );
}
