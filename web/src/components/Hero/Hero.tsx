import { IconCircleCheck } from '@tabler/icons-react';
import type { hero } from '../../content/home';
import type { Slide } from '../../content/screens';
import { Button } from '../Button/Button';
import { ButtonGroup } from '../Button/ButtonGroup';
import { Container } from '../Container/Container';
import { ProductShot } from '../ProductShot/ProductShot';
import { Rating } from '../Rating/Rating';
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
