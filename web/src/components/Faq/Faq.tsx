import { IconChevronDown } from '@tabler/icons-react';
import type { FaqItem } from '#web/content/faq.ts';
import classes from './Faq.module.css';

type Props = {
  items: readonly FaqItem[];
  /**
   * Shared by every <details> of this FAQ: the browser then keeps at most one open, and the open
   * one still closes on a second click. No JavaScript involved.
   */
  name: string;
};

/** A single-open, collapsible FAQ built on native <details name>, so it works before (and without) any script. */
export function Faq({ items, name }: Props) {
  return (
    <div className={classes.list}>
      {items.map((item) => (
        <details key={item.question} name={name} className={classes.item}>
          <summary className={classes.question}>
            <span>{item.question}</span>
            <IconChevronDown
              size={20}
              stroke={1.75}
              aria-hidden="true"
              className={classes.chevron}
            />
          </summary>
          <p className={classes.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
