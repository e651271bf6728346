import type { Card } from '#web/content/home.ts';
import { icons } from '#web/components/IconChip/icons.ts';
import classes from './AudienceList.module.css';

/**
 * Who Testbeam is for: a compact band of short entries, not a second grid of cards. On a phone
 * the row scrolls sideways; the scroller is a labelled, focusable region so a keyboard can
 * scroll it too.
 */
export function AudienceList({ cards }: { cards: readonly Card[] }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region needs focus (WCAG 2.1.1)
    <div className={classes.scroller} role="region" aria-label="Who Testbeam is for" tabIndex={0}>
      <ul className={classes.list}>
        {cards.map((card) => {
          const Icon = icons[card.icon];
          return (
            <li key={card.title} className={classes.item}>
              <h3 className={classes.title}>
                <Icon size={18} stroke={1.75} aria-hidden="true" className={classes.icon} />
                {card.title}
              </h3>
              <p className={classes.text}>{card.text}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
