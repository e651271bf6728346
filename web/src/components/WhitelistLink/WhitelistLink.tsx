import type { ReactNode } from 'react';
import classes from './WhitelistLink.module.css';

/**
 * A line that leads to the whitelist request: the marketplace, agent pages and the sign-in card
 * each say why in their own words (`children`), then the same link. Underlined, as a link inside
 * text must be (WCAG link-in-text-block). `dimmed` for a card where it is a footnote.
 */
export function WhitelistLink({
  children,
  dimmed = false,
}: {
  children: ReactNode;
  dimmed?: boolean;
}) {
  return (
    <p className={classes.line} data-dimmed={dimmed || undefined}>
      {children}{' '}
      <a className={classes.link} href="/email-whitelist">
        Request email whitelisting
      </a>
    </p>
  );
}
