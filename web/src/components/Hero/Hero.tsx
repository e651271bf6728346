import { IconCircleCheck } from '@tabler/icons-react';
import type { hero } from '#web/content/home.ts';
import type { Slide } from '#web/content/screens.ts';
import { Button } from '#web/components/Button/Button.tsx';
import { ButtonGroup } from '#web/components/Button/ButtonGroup.tsx';
import { Container } from '#web/components/Container/Container.tsx';
import { ProductShot } from '#web/components/ProductShot/ProductShot.tsx';
import { Rating } from '#web/components/Rating/Rating.tsx';
import classes from './Hero.module.css';

type Props = {
  /** The page's <h1>, from the route table. */
  heading: string;
  content: typeof hero;
  /** The product itself, on the first screen. */
  shot: Slide;
};

/**
 * The top of the home page: the promise on the left, the product on the right (below it on a
 * phone, still on the first screen). The headline arrives with the HTML; the screen is an
 * SVG in the visitor's theme, fetched with high priority.
 */
export function Hero({ heading, content, shot }: Props) {
  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container className={classes.grid}>
        <div className={classes.text}>
          <p className={classes.eyebrow}>{content.eyebrow}</p>
          <h1 id="hero-title" className={classes.title}>
            {heading}
          </h1>
          <p className={classes.subhead}>{content.subhead}</p>
          <div className={classes.actions}>
            <ButtonGroup>
              <Button href={content.primaryCta.href} variant="hero" size="lg">
                {content.primaryCta.label}
              </Button>
              <Button href={content.secondaryCta.href} variant="default" size="lg">
                {content.secondaryCta.label}
              </Button>
            </ButtonGroup>
          </div>
        </div>
        <div className={classes.visual}>
          <ProductShot shot={shot} priority framed />
          <p className={classes.status} aria-hidden="true">
            <span className={classes.statusDot} />
            200 OK · 184 ms · 3 checks passed
          </p>
        </div>
        <ul className={classes.highlights} aria-label="Highlights">
          {content.highlights.map((highlight) => (
            <li key={highlight}>
              <IconCircleCheck
                size={18}
                stroke={1.75}
                aria-hidden="true"
                className={classes.check}
              />
              {highlight}
            </li>
          ))}
          <Rating />
        </ul>
      </Container>
    </section>
  );
}
