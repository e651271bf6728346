import type { ReactNode } from 'react';
import { Container } from '#web/components/Container/Container.tsx';
import classes from './Section.module.css';

type Props = {
  /** Also the anchor: /#faq jumps here. */
  id: string;
  title: string;
  lede?: string;
  /** A short label above the title ("How it works"). */
  eyebrow?: string;
  /** Alternating tones separate long pages without rules or boxes. */
  tone?: 'plain' | 'muted';
  /** aside: the title beside the content on wide screens (a FAQ), above it otherwise. */
  layout?: 'stacked' | 'aside';
  /** compact: less space above and below, for a short band between two large ones. */
  density?: 'regular' | 'compact';
  /**
   * A link jumps here (from this page or another): the band, and every band above it, is drawn
   * with the page, not when it comes near (Section.module.css says why).
   */
  jumpTarget?: boolean;
  children: ReactNode;
};

/** A titled band of a marketing page: an <h2> and a lede above its content. */
export function Section({
  id,
  title,
  lede,
  eyebrow,
  tone = 'plain',
  layout = 'stacked',
  density = 'regular',
  jumpTarget = false,
  children,
}: Props) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={classes.section}
      data-tone={tone}
      data-density={density}
      data-jump-target={jumpTarget ? '' : undefined}
    >
      <Container className={classes.inner} data-layout={layout}>
        <div className={classes.header}>
          {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          {lede ? <p className={classes.lede}>{lede}</p> : null}
        </div>
        <div className={classes.content}>{children}</div>
      </Container>
    </section>
  );
}
