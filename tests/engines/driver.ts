// The engine-neutral page driver the journeys are written against: firefox.ts (puppeteer-core
// over WebDriver BiDi) and webkit.ts (WebKitWebDriver through selenium-webdriver) implement it.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type EngineName = 'firefox' | 'webkit';

export type Size = { width: number; height: number };

export interface EngineDriver {
  readonly engine: EngineName;
  /** Loads `url` and resolves once its `load` event has fired. */
  goto(url: string): Promise<void>;
  /**
   * Asks for a layout viewport (innerWidth × innerHeight) in CSS pixels; resolves with the one
   * obtained (MiniBrowser's window cannot be made narrower than about 450 px).
   */
  setViewport(width: number, height: number): Promise<Size>;
  /** Runs a JS expression, or a function without arguments, in the page; its JSON result. */
  evaluate<T extends Json>(script: string | (() => T | Promise<T>)): Promise<T>;
  /** A trusted click in the middle of the first element `selector` matches. */
  click(selector: string): Promise<void>;
  /** A key press on whatever has focus: a `KeyboardEvent.key` name such as "Escape". */
  press(key: KeyName): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  /** Types `text` into whatever has focus, key by key, as a keyboard would. */
  keys(text: string): Promise<void>;
  /**
   * A wheel gesture over the middle of `selector`; false when the engine cannot send one (the
   * caller then scrolls by script instead).
   */
  wheel(selector: string, dx: number, dy: number): Promise<boolean>;
  screenshot(path: string): Promise<void>;
  /** Console errors and uncaught exceptions seen since the last call (then forgotten). */
  consoleErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export type KeyName = 'Escape' | 'Enter' | 'Tab' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

export const VIEWPORT = '({ width: innerWidth, height: innerHeight })';

/** One expression for both engines: a function becomes a call of its source. */
export const toExpression = (script: string | (() => unknown)) =>
  typeof script === 'string' ? script : `(${script.toString()})()`;

/** The middle of the first element `selector` matches, in viewport coordinates, or null. */
export const centerOf = (selector: string) =>
  `(() => { const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
    return box ? { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) } : null; })()`;

/** A journey: run in every engine against the site at `origin`; throws on the first broken
 * expectation, or returns a short note of what it saw. */
export type Journey = {
  name: string;
  run: (page: EngineDriver, origin: string) => Promise<string | void>;
};
