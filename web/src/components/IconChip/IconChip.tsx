import type { CardIcon } from '#web/content/home.ts';
import classes from './IconChip.module.css';
import { icons } from './icons';

/** A feature's or product's icon on a small tinted square (bento tiles, the product list). */
export function IconChip({ icon, className }: { icon: CardIcon; className?: string }) {
  const Icon = icons[icon];
  return (
    <span className={className ? `${classes.chip} ${className}` : classes.chip} aria-hidden="true">
      <Icon size={20} stroke={1.75} />
    </span>
  );
}
