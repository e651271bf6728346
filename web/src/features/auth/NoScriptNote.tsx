import { site } from '#web/config/site.ts';
import classes from './NoScriptNote.module.css';

/** What each form card says when the browser runs no script (the contact page has its own). */
export const noScriptTexts = {
  signIn:
    'Signing in needs JavaScript, which is turned off in this browser. Turn it on and reload this page to get your sign-in code.',
  whitelist:
    'Sending this request needs JavaScript, which is turned off in this browser. Turn it on and reload this page, or write to us at',
  waitlist: (product: string) =>
    `Joining the ${product} waitlist needs JavaScript, which is turned off in this browser. Turn it on and reload this page, or write to us at`,
} as const;

type Props = { children: string; withEmail?: boolean };

/**
 * A notice inside a form card that shows only without JavaScript: the form's island cannot run,
 * so its button would do nothing. React never hydrates what is inside <noscript>, so the island's
 * markup still matches.
 */
export function NoScriptNote({ children, withEmail = false }: Props) {
  return (
    <noscript>
      <p className={classes.note} data-no-script-note>
        {children}
        {withEmail ? (
          <>
            {' '}
            <a href={`mailto:${site.helpEmail}`}>{site.helpEmail}</a>.
          </>
        ) : null}
      </p>
    </noscript>
  );
}
