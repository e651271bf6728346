import type { Link } from '#web/content/home.ts';
import { Button } from '#web/components/Button/Button.tsx';
import { ButtonGroup } from '#web/components/Button/ButtonGroup.tsx';
import { Container } from '#web/components/Container/Container.tsx';
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
      <Container>
        <div className={classes.panel}>
          <div className={classes.copy}>
            <h2 id="cta-title" className={classes.title}>
              {title}
            </h2>
            <p className={classes.text}>{text}</p>
          </div>
          <ButtonGroup>
            <Button href={primary.href} size="lg" variant="cta">
              {primary.label}
            </Button>
            {secondary ? (
              <Button href={secondary.href} size="lg" variant="ghost_border">
                {secondary.label}
              </Button>
            ) : null}
          </ButtonGroup>
        </div>
      </Container>
    </section>
  );
}
