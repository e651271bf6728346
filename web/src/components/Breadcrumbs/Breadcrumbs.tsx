import type { Crumb } from '#web/config/crumb.ts';
import classes from './Breadcrumbs.module.css';

/** A breadcrumb trail; the last item is the current page and is not a link (docs/requirements.md §3). */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={classes.list}>
        {items.map((item, index) => (
          <li key={item.href} className={classes.item}>
            {index === items.length - 1 ? (
              <span className={classes.current} aria-current="page">
                {item.label}
              </span>
            ) : (
              <a href={item.href}>{item.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
