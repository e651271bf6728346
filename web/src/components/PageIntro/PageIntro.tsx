import type { ReactNode } from 'react';
import type { RouteEntry } from '#web/config/routes.ts';
import { Breadcrumbs } from '#web/components/Breadcrumbs/Breadcrumbs.tsx';
import { Container } from '#web/components/Container/Container.tsx';
import classes from './PageIntro.module.css';

type Props = {
  route: RouteEntry;
  children?: ReactNode;
  /** A visual beside the heading on wide screens and below it on phones (a product screen). */
  aside?: ReactNode;
  /**
   * 'sign-in': a product sign-in page (/login, /email-whitelist, the waitlists). The heading and
   * the form (`aside`) share one column, in reading order, and `children` become a product panel
   * beside them on wide screens, below the form on a phone.
   */
  variant?: 'default' | 'sign-in';
};

/** The top of every page: breadcrumbs where docs/requirements.md names them, the `<h1>` and the lede. */
export function PageIntro({ route, children, aside, variant = 'default' }: Props) {
  const heading = (
    <>
      {route.breadcrumbs ? <Breadcrumbs items={route.breadcrumbs} /> : null}
      <h1 className={classes.title}>{route.heading}</h1>
      <p className={classes.lede}>{route.description}</p>
    </>
  );
  if (variant === 'sign-in') {
    return (
      <div className={classes.intro} data-variant="sign-in">
        <Container className={classes.signIn}>
          <div className={classes.text}>{heading}</div>
          {aside ? <div className={classes.form}>{aside}</div> : null}
          {children ? <div className={classes.panel}>{children}</div> : null}
        </Container>
      </div>
    );
  }
  return (
    <div className={classes.intro} data-has-aside={aside ? true : undefined}>
      <Container className={classes.grid}>
        <div className={classes.text}>
          {heading}
          {children}
        </div>
        {aside ? <div className={classes.aside}>{aside}</div> : null}
      </Container>
    </div>
  );
}
