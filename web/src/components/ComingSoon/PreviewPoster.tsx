import { IconMovie } from '@tabler/icons-react';
import classes from './ComingSoon.module.css';

/** Where the preview video will go: a poster that says so, not a player that does nothing. */
export function PreviewPoster({ title, text }: { title: string; text: string }) {
  return (
    <div className={classes.poster}>
      <span className={classes.posterIcon} aria-hidden="true">
        <IconMovie size={40} stroke={1.5} />
      </span>
      <p className={classes.posterTitle}>{title}</p>
      <p className={classes.posterText}>{text}</p>
    </div>
  );
}
