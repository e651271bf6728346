import type { Stat } from '#web/content/about.ts';
import classes from './StatGrid.module.css';

/** Big numbers with their labels, as a description list so each figure stays with its label. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className={classes.grid}>
      {stats.map((stat) => (
        <div key={stat.label} className={classes.stat}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
