// The visitor journeys, written once against EngineDriver and run in every engine. Each throws on
// the first broken expectation; run.ts reports it. One file per journey (or per part of the page)
// in journeys/; the forms' journeys are in forms.ts.

import type { Journey } from './driver';
import { formJourneys } from './forms';
import { carouselWheel } from './journeys/carousel';
import { copyLink } from './journeys/copy-link';
import { demo } from './journeys/demo';
import { faq } from './journeys/faq';
import { gallery } from './journeys/gallery';
import { drawer, keyboardMenu, menuEscape } from './journeys/header';
import { jump } from './journeys/jump';
import { marketplace } from './journeys/marketplace';
import { everyRoute } from './journeys/routes';
import { theme } from './journeys/theme';

export const journeys: readonly Journey[] = [
  everyRoute,
  menuEscape,
  drawer,
  keyboardMenu,
  carouselWheel,
  demo,
  faq,
  gallery,
  jump,
  marketplace,
  theme,
  copyLink,
  ...formJourneys,
];
