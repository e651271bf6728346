import type { Card } from '../../content/home';
import { icons } from '../CardGrid/icons';
import classes from './AudienceList.module.css';

/** Who Testbeam is for: a compact band of short entries, not a second grid of cards. */
export function AudienceList({ cards }: { cards: readonly Card[] }) {
  return (
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
  );
}
