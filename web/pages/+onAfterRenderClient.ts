// Marks the document once React has hydrated it: CSS can style progressive enhancements with
// `html[data-hydrated]`, and end-to-end tests wait for it before they click.
export function onAfterRenderClient() {
  document.documentElement.dataset.hydrated = 'true';
}
