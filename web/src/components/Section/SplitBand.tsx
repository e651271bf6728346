import type { ReactNode } from 'react';
import { Container } from '#web/components/Container/Container.tsx';
import classes from './Section.module.css';

type Half = { id: string; title: string; lede?: string; children: ReactNode };

/** Two titled halves in one band, side by side on wide screens (audiences and products). */
export function SplitBand({
  halves,
  tone = 'plain',
}: {
  halves: [Half, Half];
  tone?: 'plain' | 'muted';
}) {
  return (
    <div className={classes.section} data-tone={tone}>
      <Container className={classes.split}>
        {halves.map((half) => (
          <section key={half.id} id={half.id} aria-labelledby={`${half.id}-title`}>
            <div className={classes.header}>
              <h2 id={`${half.id}-title`} className={classes.title}>
                {half.title}
              </h2>
              {half.lede ? <p className={classes.lede}>{half.lede}</p> : null}
            </div>
            {half.children}
          </section>
        ))}
      </Container>
    </div>
  );
}
