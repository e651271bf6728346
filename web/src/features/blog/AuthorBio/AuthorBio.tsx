import type { Author } from '#web/content/blog/authors.ts';
import classes from './AuthorBio.module.css';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

/** The end of an article: who wrote it, in one sentence (content/blog/authors.ts). */
export function AuthorBio({ author }: { author: Author }) {
  return (
    <footer className={classes.author}>
      <span className={classes.initials} aria-hidden>
        {initials(author.name)}
      </span>
      <div className={classes.text}>
        {/* A label, not a heading: the article's outline stays the post's own headings. */}
        <p className={classes.label}>About the author</p>
        <p className={classes.name}>{author.name}</p>
        <p className={classes.role}>{author.role}</p>
        <p className={classes.bio}>{author.bio}</p>
      </div>
    </footer>
  );
}
