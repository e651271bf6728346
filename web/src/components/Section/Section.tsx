import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Section.module.css';

type Props = {
  /** Also the anchor: /#faq jumps here. */
  id: string;
  title: string;
  lede?: string;
  /** Alternating tones separate long pages without rules or boxes. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
};

/** A titled band of a marketing page: an <h2> and a lede above its content. */
export function Section({ id, title, lede, tone = 'plain', children }: Props) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={classes.section} data-tone={tone}>
      <Container size="lg">
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          {lede ? <p className={classes.lede}>{lede}</p> : null}
        </div>
        {children}
      </Container>
    </section>
  );
}
