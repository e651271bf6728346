import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { AgentPreview as Preview } from '#web/content/agents.ts';
import classes from './AgentPreview.module.css';

/**
 * A connector's example rows as a real table. Wider than a phone, it scrolls sideways inside its
 * own box, a labelled and focusable region (WCAG 2.1.1), never the page. The title is shown above
 * the scroller, so it stays in view; the caption says the same to assistive technology.
 */
export function AgentPreview({ preview }: { preview: Preview }) {
  const captionId = useId();
  const caption = `${preview.title} (example rows)`;
  return (
    <div className={classes.frame}>
      <p className={classes.title} aria-hidden="true">
        {preview.title} <span className={classes.note}>(example rows)</span>
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={classes.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={classes.table}>
          <VisuallyHidden component="caption" id={captionId}>
            {caption}
          </VisuallyHidden>
          <thead>
            <tr>
              {preview.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={preview.columns[index]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={preview.columns[index]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
