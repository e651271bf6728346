import { PointList } from '../../src/components/PointList/PointList';
import { ProductShot } from '../../src/components/ProductShot/ProductShot';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { screenByName } from '../../src/content/screens';
import { signInPoints } from '../../src/content/sign-in';
import classes from '../../src/features/auth/SignInPage.module.css';
import { Island } from '../../src/islands/Island';

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
