// docs/requirements.md §8: the not-found route is also logged to the console. The 404 page is one
// pre-rendered file served for every unknown path, so the path comes from the browser.

export function logNotFound(doc: Document, pathname: string): void {
  if (doc.querySelector('[data-not-found]')) {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }
}
