import { Button, Container } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { hero } from '../../content/home';
import classes from './Hero.module.css';

type Props = {
  /** The page's <h1>, from the route table. */
  heading: string;
  content: typeof hero;
};

/**
 * The top of the home page. Plain text and links only, so the headline is the largest paint and
 * arrives with the HTML (the LCP element on mobile).
 */
export function Hero({ heading, content }: Props) {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.inner}>
        <p className={classes.eyebrow}>{content.eyebrow}</p>
        <h1 id="hero-title" className={classes.title}>
          {heading}
        </h1>
        <p className={classes.subhead}>{content.subhead}</p>
        <div className={classes.actions}>
          <Button component="a" href={content.primaryCta.href} size="lg">
            {content.primaryCta.label}
          </Button>
          <Button component="a" href={content.secondaryCta.href} size="lg" variant="default">
            {content.secondaryCta.label}
          </Button>
        </div>
        <ul className={classes.highlights} aria-label="Highlights">
          {content.highlights.map((highlight) => (
            <li key={highlight}>
              <IconCircleCheck
                size={20}
                stroke={1.75}
                aria-hidden="true"
                className={classes.check}
              />
              {highlight}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
