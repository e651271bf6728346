import { usePageContext } from 'vike-react/usePageContext';
import { PointList } from '#web/components/PointList/PointList.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { findWaitlist, waitlistPoints } from '#web/content/waitlists.ts';
import classes from '#web/features/auth/SignInPage.module.css';
import { Island } from '#web/islands/Island.tsx';

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
