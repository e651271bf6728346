import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Storage } from 'happy-dom';
import { afterEach, beforeAll } from 'vitest';
import { loadToasts } from '#web/toast/notify.ts';

afterEach(() => cleanup());

// Node 25+ has its own localStorage and sessionStorage globals, undefined unless it runs with
// --localstorage-file, and they hide happy-dom's. Give the tests a browser's storage back.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (globalThis[name] === undefined) {
    Object.defineProperty(globalThis, name, { value: new Storage(), configurable: true });
  }
}

// In the browser sonner loads on first use (notify.ts); tests load it up front so a toast raised
// in a test shows in the same tick, as it does once a visitor has started using a form.
beforeAll(() => loadToasts(document));

// Mantine reads matchMedia for the colour scheme; happy-dom has it, but without listeners support
// for `change` on older versions, so make sure every test sees a consistent light system theme.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// happy-dom has no HTMLOptionElement.defaultSelected, which React writes for a select's
// defaultValue and a form's reset reads back (the `selected` attribute, as browsers reflect it).
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute('selected', Boolean(value));
    },
    configurable: true,
  });
}

// happy-dom's requestSubmit() without a button names the form itself as the submit event's
// submitter, where browsers give null, and `new FormData(form, submitter)` (which React builds a
// form action's data with) then throws (capricorn86/happy-dom#2438). Submit as a browser does.
const requestSubmit = HTMLFormElement.prototype.requestSubmit;
HTMLFormElement.prototype.requestSubmit = function (this: HTMLFormElement, submitter) {
  if (submitter) return requestSubmit.call(this, submitter);
  if (!this.noValidate && !this.checkValidity()) return;
  this.dispatchEvent(
    new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: null }),
  );
};
