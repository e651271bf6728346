import { Badge } from '@mantine/core';
import type { Card } from '../../content/home';
import classes from './CardGrid.module.css';
import { icons } from './icons';

type Props = {
  cards: readonly Card[];
  /** Narrow cards suit short texts (audiences); wide ones suit longer copy. */
  size?: 'narrow' | 'wide';
};

/**
 * A responsive grid of icon cards. A card with an href is one link: the title's link stretches
 * over the whole card, so the accessible name stays the title rather than every word on it.
 */
export function CardGrid({ cards, size = 'narrow' }: Props) {
  return (
    <ul className={classes.grid} data-size={size}>
      {cards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <li key={card.title} className={classes.card} data-link={card.href ? true : undefined}>
            <span className={classes.icon} aria-hidden="true">
              <Icon size={24} stroke={1.75} />
            </span>
            <h3 className={classes.title}>
              {card.href ? (
                <a href={card.href} className={classes.link}>
                  {card.title}
                </a>
              ) : (
                card.title
              )}
              {card.comingSoon ? (
                <Badge variant="light" size="sm" component="span" className={classes.badge}>
                  Coming Soon
                </Badge>
              ) : null}
            </h3>
            <p className={classes.text}>{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
