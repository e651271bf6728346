import { usePageContext } from 'vike-react/usePageContext';
import { PointList } from '../../src/components/PointList/PointList';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { findWaitlist, waitlistPoints } from '../../src/content/waitlists';
import classes from '../../src/features/auth/SignInPage.module.css';
import { Island } from '../../src/islands/Island';

/** "Join the Waitlist" for one product: what the list is for, and the request that joins it. */
export default function Page() {
  const { routeParams } = usePageContext();
  const waitlist = findWaitlist(routeParams.id ?? '');
  if (!waitlist) throw new Error(`No waitlist ${routeParams.id}`);
  return (
    <RoutePage
      variant="sign-in"
      aside={
        <div className={classes.aside}>
          <Island name="access-request" props={{ waitlist: waitlist.id }} />
        </div>
      }
    >
      <p className={classes.eyebrow}>How the waitlist works</p>
      <PointList points={waitlistPoints(waitlist)} label={`The ${waitlist.name} waitlist`} />
      <p className={classes.more}>
        <a href={waitlist.productPath}>Read what {waitlist.name} will do</a>
      </p>
    </RoutePage>
  );
}
