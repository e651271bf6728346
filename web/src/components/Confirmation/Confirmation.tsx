import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '#web/components/Button/Button.tsx';
import classes from './Confirmation.module.css';

type Props = {
  title: string;
  children: ReactNode;
  /** Back to an empty form ("Send another message"). */
  actionLabel: string;
  onAction: () => void;
};

/**
 * What a form leaves on the page once it has been sent: the news stays after the toast has gone
 * (4 s), names what was sent, and takes focus so keyboard and screen reader users land on it.
 */
export function Confirmation({ title, children, actionLabel, onAction }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className={classes.sent}>
      <IconCircleCheck size={32} stroke={1.6} aria-hidden className={classes.icon} />
      <h2 ref={heading} tabIndex={-1} className={classes.title}>
        {title}
      </h2>
      <p className={classes.text}>{children}</p>
      <Button variant="default" size="default" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
