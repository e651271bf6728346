import { Window } from 'happy-dom';

/**
 * Parses built pages without running or fetching anything they reference. happy-dom is already
 * the unit tests' DOM; its own document types are cast to the standard ones the parsers read.
 */
export function htmlParser() {
  const window = new Window({
    settings: {
      disableJavaScriptFileLoading: true,
      disableComputedStyleRendering: true,
      handleDisabledFileLoadingAsSuccess: true,
    },
  });
  const parser = new window.DOMParser();
  return {
    parse: (html: string) => parser.parseFromString(html, 'text/html') as unknown as Document,
    close: () => window.happyDOM.close(),
  };
}
