import { usePageContext } from 'vike-react/usePageContext';
import { ScreenView } from '../../src/components/Gallery/ScreenView';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { findScreenPage } from '../../src/content/screen-pages';

/** One gallery screen as a page: where a thumbnail leads before or without JavaScript. */
export default function Page() {
  const { routeParams } = usePageContext();
  const screen = findScreenPage(routeParams.path ?? '');
  if (!screen) throw new Error(`No screen at ${routeParams.path}`);
  return (
    <>
      <RoutePage />
      <ScreenView screen={screen} />
    </>
  );
}
