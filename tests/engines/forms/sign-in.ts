// Sign-in by emailed code: typed, pasted, on an agent page, and from the keyboard alone.

import type { Journey } from '../driver';
import { freshEmail, js, labelled, toast, latestCode, visit } from './form-checks';
import { CODE_INPUT, sendCode, codeStep, landsSignedIn } from './sign-in-steps';

export const signInTyped: Journey = {
  name: 'sign-in-typed',
  async run(page, origin) {
    const email = freshEmail(page, 'typed');
    await visit(page, origin, '/login');
    await sendCode(page, email);
    await page.type(CODE_INPUT, await latestCode(origin, email));
    return landsSignedIn(page, '/api_mcp_studio/', email);
  },
};

export const signInPasted: Journey = {
  name: 'sign-in-pasted',
  async run(page, origin) {
    const email = freshEmail(page, 'pasted');
    await visit(page, origin, '/login');
    await sendCode(page, email);
    const code = await latestCode(origin, email);
    const pasted = `${code.slice(0, 3)} ${code.slice(3)}`;
    // As a clipboard paste into the focused input; the code step already checked which has focus.
    const taken = await page.evaluate<boolean>(`(() => {
      const input = document.activeElement;
      const data = new DataTransfer();
      data.setData('text/plain', ${js(pasted)});
      // Gecko keeps a copy of clipboardData only from its own dataType/data members.
      const event = new ClipboardEvent('paste', {
        clipboardData: data, dataType: 'text/plain', data: ${js(pasted)}, bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      return event.defaultPrevented;
    })()`);
    if (!taken) throw new Error(`the code input ignored a paste of "${pasted}"`);
    return `pasted "${pasted}"; ${await landsSignedIn(page, '/api_mcp_studio/', email)}`;
  },
};

export const agentSignIn: Journey = {
  name: 'agent-sign-in',
  async run(page, origin) {
    await visit(page, origin, '/github');
    // The sign-in card (around "Send Verification Code") links to the whitelist request.
    const linked = await page.evaluate<number>(`(() => {
      const send = [...document.querySelectorAll('button')].find(
        (button) => (button.textContent || '').trim() === 'Send Verification Code');
      const card = send?.closest('[data-form-card]');
      return card ? card.querySelectorAll('a[href="/email-whitelist"]').length : -1;
    })()`);
    if (linked !== 1) {
      throw new Error(
        linked < 0
          ? 'no sign-in card (a Paper around "Send Verification Code") on /github'
          : `the sign-in card has ${linked} links to /email-whitelist, not 1`,
      );
    }
    const email = freshEmail(page, 'agent');
    await sendCode(page, email);
    await page.type(CODE_INPUT, await latestCode(origin, email));
    return landsSignedIn(page, '/connect/discover/github/', email);
  },
};

export const keyboardSignIn: Journey = {
  name: 'keyboard-sign-in',
  async run(page, origin) {
    const email = freshEmail(page, 'keys');
    await visit(page, origin, '/login');
    const field = await labelled(page, 'Email');
    await page.evaluate('(document.activeElement?.blur(), window.scrollTo(0, 0))');
    let presses = 0;
    while (
      !(await page.evaluate<boolean>(`document.activeElement?.matches(${js(field)}) === true`))
    ) {
      if (presses === 40) throw new Error('the email field not reached after 40 Tab presses');
      await page.press('Tab');
      presses += 1;
    }
    // Typed into whatever has focus: the field Tab reached.
    await page.keys(email);
    await page.press('Enter');
    await toast(page, 'OTP Sent');
    await codeStep(page);
    await page.type(CODE_INPUT, await latestCode(origin, email));
    return `${presses} Tab presses; ${await landsSignedIn(page, '/api_mcp_studio/', email)}`;
  },
};
