// The inline loader's entry: what the build bundles into the <script> it writes at the end of
// every page's <head> (scripts/build/inline-loader.ts). A classic script, run by the parser, so
// `document.currentScript` is its own tag.
import { loadPage } from './page-loader';

loadPage(document.currentScript as HTMLScriptElement);
