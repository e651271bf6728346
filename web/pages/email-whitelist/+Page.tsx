import { PointList } from '../../src/components/PointList/PointList';
import { ProductShot } from '../../src/components/ProductShot/ProductShot';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { screenByName } from '../../src/content/screens';
import { whitelistPoints } from '../../src/content/sign-in';
import classes from '../../src/features/auth/SignInPage.module.css';
import { Island } from '../../src/islands/Island';

export default function Page() {
  return (
    <RoutePage
      variant="sign-in"
      aside={
        <div className={classes.aside}>
          <Island name="access-request" props={{}} />
        </div>
      }
    >
      <p className={classes.eyebrow}>What whitelisting gives you</p>
      <PointList points={whitelistPoints} label="Whitelisting your email gives you" />
      <ProductShot shot={screenByName('agents')} />
    </RoutePage>
  );
}
