import { IconCircleCheck } from '@tabler/icons-react';
import type { Point } from '#web/content/sign-in.ts';
import classes from './PointList.module.css';

/** A short list of titled points with a check each, beside a form. */
export function PointList({ points, label }: { points: readonly Point[]; label: string }) {
  return (
    <ul className={classes.list} aria-label={label}>
      {points.map((point) => (
        <li key={point.title} className={classes.point}>
          <IconCircleCheck size={20} stroke={1.75} aria-hidden="true" className={classes.icon} />
          <div>
            <p className={classes.title}>{point.title}</p>
            <p className={classes.text}>{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
