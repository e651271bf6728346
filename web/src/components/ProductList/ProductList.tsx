import { Badge } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Card } from '#web/content/home.ts';
import { HiddenSeparator } from '#web/components/HiddenSeparator/HiddenSeparator.tsx';
import { IconChip } from '#web/components/IconChip/IconChip.tsx';
import classes from './ProductList.module.css';

/**
 * The product line as a list of rows, one per product page: icon, name, what it is, an arrow.
 * Each row is one link (the name's link covers the row); a Coming Soon row's heading reads
 * "Micro SaaS, Coming Soon".
 */
export function ProductList({ cards }: { cards: readonly Card[] }) {
  return (
    <ul className={classes.list}>
      {cards.map((card) => {
        return (
          <li key={card.title} className={classes.row}>
            <IconChip icon={card.icon} />
            <div className={classes.body}>
              <h3 className={classes.name}>
                <span>
                  <a href={card.href} className={classes.link}>
                    {card.title}
                  </a>
                  {card.comingSoon ? <HiddenSeparator /> : null}
                </span>
                {card.comingSoon ? (
                  <Badge variant="light" size="xs" component="span" className={classes.badge}>
                    Coming Soon
                  </Badge>
                ) : null}
              </h3>
              <p className={classes.text}>{card.text}</p>
            </div>
            <IconArrowRight size={18} aria-hidden="true" className={classes.arrow} />
          </li>
        );
      })}
    </ul>
  );
}
