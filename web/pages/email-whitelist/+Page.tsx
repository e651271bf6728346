import { PointList } from '../../src/components/PointList/PointList';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { whitelistPoints } from '../../src/content/sign-in';
import classes from '../../src/features/auth/SignInPage.module.css';
import { WhitelistForm } from '../../src/features/auth/WhitelistForm';
import { Island } from '../../src/islands/Island';

export default function Page() {
  return (
    <RoutePage
      asideIsForm
      aside={
        <div className={classes.aside}>
          <Island name="whitelist" component={WhitelistForm} props={{}} />
        </div>
      }
    >
      <PointList points={whitelistPoints} label="Whitelisting your email gives you" />
    </RoutePage>
  );
}
