import type { ReactNode } from 'react';
import classes from './Button.module.css';

/** A row of buttons that wraps; on a phone each takes the full width, stacked. */
export function ButtonGroup({ children }: { children: ReactNode }) {
  return <div className={classes.group}>{children}</div>;
}
