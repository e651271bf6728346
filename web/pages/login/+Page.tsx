import { PointList } from '../../src/components/PointList/PointList';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { site } from '../../src/config/site';
import { signInPoints } from '../../src/content/sign-in';
import { SignInSection } from '../../src/features/auth/SignInSection';
import classes from '../../src/features/auth/SignInPage.module.css';

export default function Page() {
  return (
    <RoutePage
      asideIsForm
      aside={
        <div className={classes.aside}>
          <SignInSection
            variant="login"
            target={{ kind: 'platform' }}
            heading={`Sign in to ${site.name}`}
            showWhitelistLink
          />
        </div>
      }
    >
      <PointList points={signInPoints} label="Signing in" />
    </RoutePage>
  );
}
