// The inline loader's entry: what the build bundles into the <script> it writes at the end of
// every page's <head> (scripts/build/inline-loader.ts). A classic script, run by the parser, so
// `document.currentScript` is its own tag.
import { loadAfterPaint } from './after-paint-loader';
import { markBandsLater } from './bands-later';

loadAfterPaint(document.currentScript as HTMLScriptElement);
markBandsLater();
