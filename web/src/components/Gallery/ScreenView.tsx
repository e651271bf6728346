import { IconArrowLeft, IconArrowRight, IconLayoutGrid } from '@tabler/icons-react';
import { neighbors, type ScreenPage, screenKind } from '#web/content/screen-pages.ts';
import { Button } from '#web/components/Button/Button.tsx';
import { Container } from '#web/components/Container/Container.tsx';
import { ProductShot } from '#web/components/ProductShot/ProductShot.tsx';
import classes from './ScreenView.module.css';

/**
 * The body of a screen's own page, below its heading and description: the screen large, in the
 * visitor's theme, then the way to the previous and next screens and back to the gallery.
 */
export function ScreenView({ screen }: { screen: ScreenPage }) {
  const { previous, next } = neighbors(screen);
  const kind = screenKind(screen, 'screen', 'design preview');
  return (
    <div className={classes.band}>
      <Container className={classes.view}>
        <ProductShot shot={screen.slide} priority framed />
        <nav className={classes.nav} aria-label={`${screen.product.name} screens`}>
          <Button
            href={previous.path}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            <span className={classes.direction}>Previous:</span> {previous.slide.title}
          </Button>
          <Button
            href={`${screen.product.path}#gallery`}
            variant="ghost"
            leftSection={<IconLayoutGrid size={16} aria-hidden />}
          >
            All {screen.count} {kind}s
          </Button>
          <Button
            href={next.path}
            variant="default"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            <span className={classes.direction}>Next:</span> {next.slide.title}
          </Button>
        </nav>
      </Container>
    </div>
  );
}
