import type { HTMLAttributes } from 'react';
import classes from './Container.module.css';

/**
 * The one container of the site: header, every band of content and the footer sit in it, so
 * their left edges line up at every width (tests/e2e/layout.spec.ts checks `[data-container]`).
 * Narrower reading widths are set on the content inside it, never by another container.
 */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...rest}
      data-container=""
      className={className ? `${classes.container} ${className}` : classes.container}
    />
  );
}
