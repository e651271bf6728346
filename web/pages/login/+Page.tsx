import { PointList } from '#web/components/PointList/PointList.tsx';
import { ProductShot } from '#web/components/ProductShot/ProductShot.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { screenByName } from '#web/content/screens.ts';
import { signInPoints } from '#web/content/sign-in.ts';
import classes from '#web/features/auth/SignInPage.module.css';
import { Island } from '#web/islands/Island.tsx';

/** The card has no heading of its own here: the page's <h1> already says "Sign in to Testbeam". */
export default function Page() {
  return (
    <RoutePage
      variant="sign-in"
      aside={
        <div className={classes.aside}>
          <Island
            name="sign-in"
            props={{ variant: 'login', target: { kind: 'platform' }, showWhitelistLink: true }}
          />
        </div>
      }
    >
      <p className={classes.eyebrow}>How signing in works</p>
      <PointList points={signInPoints} label="Signing in" />
      <ProductShot shot={screenByName('collections')} />
    </RoutePage>
  );
}
