import { PointList } from '#web/components/PointList/PointList.tsx';
import { ProductShot } from '#web/components/ProductShot/ProductShot.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { screenByName } from '#web/content/screens.ts';
import { whitelistPoints } from '#web/content/sign-in.ts';
import classes from '#web/features/auth/SignInPage.module.css';
import { Island } from '#web/islands/Island.tsx';

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
