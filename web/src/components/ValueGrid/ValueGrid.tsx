import { icons, type ValueIcon } from './icons';
import classes from './ValueGrid.module.css';

export type ValueCard = { icon?: ValueIcon; title: string; text: string };

type Props = {
  cards: readonly ValueCard[];
  /** How many columns on wide screens; narrower screens wrap to fewer. */
  columns?: 2 | 3 | 4;
};

/** A grid of short titled texts with an icon each: values, expertise, highlights. */
export function ValueGrid({ cards, columns = 4 }: Props) {
  return (
    <ul className={classes.grid} data-columns={columns}>
      {cards.map((card) => {
        const Icon = icons[card.icon ?? 'check'];
        return (
          <li key={card.title} className={classes.card}>
            <span className={classes.icon} aria-hidden="true">
              <Icon size={24} stroke={1.75} />
            </span>
            <h3 className={classes.title}>{card.title}</h3>
            <p className={classes.text}>{card.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
