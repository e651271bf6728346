import { Button, Container } from '@mantine/core';
import type { Link } from '../../content/home';
import classes from './CtaBanner.module.css';

type Props = {
  title: string;
  text: string;
  primary: Link;
  secondary?: Link;
};

/** The closing call to action of a marketing page. */
export function CtaBanner({ title, text, primary, secondary }: Props) {
  return (
    <section className={classes.band} aria-labelledby="cta-title">
      <Container size="lg">
        <div className={classes.panel}>
          <h2 id="cta-title" className={classes.title}>
            {title}
          </h2>
          <p className={classes.text}>{text}</p>
          <div className={classes.actions}>
            <Button component="a" href={primary.href} size="lg" variant="white">
              {primary.label}
            </Button>
            {secondary ? (
              <Button component="a" href={secondary.href} size="lg" variant="outline" color="white">
                {secondary.label}
              </Button>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
