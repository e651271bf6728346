import { type FormEvent, useActionState, useRef } from 'react';

/**
 * An island form's submission on React's actions: `useActionState` keeps what the last
 * submission left (its errors, the values to show again, a confirmation) and says when one is
 * pending. It queues a second dispatch instead of dropping it, and a visitor's second click lands
 * before React has disabled the button, so this hook refuses a submission while one is out: the
 * one submit guard of every form.
 *
 * Use: `<form action={formAction} onSubmit={guard(check)}>`. `check` sees the form's data before
 * the action starts and returns false to keep it from starting (a field error shown at once, no
 * pending state). A button with an action of its own (`formAction`: the sign-in card's Resend) is
 * another request than the form's: `check` is not asked, only the one-at-a-time rule holds. React
 * resets a form's uncontrolled fields after its action; render them with `defaultValue` from the
 * returned state so a failed submission keeps what the visitor typed.
 */
export function useFormAction<State, Payload = FormData>(
  action: (state: Awaited<State>, payload: Payload) => Promise<State>,
  initialState: Awaited<State>,
) {
  const out = useRef(false);
  const [state, dispatch, pending] = useActionState(
    async (previous: Awaited<State>, payload: Payload): Promise<State> => {
      try {
        return await action(previous, payload);
      } finally {
        out.current = false;
      }
    },
    initialState,
  );

  /** The form's onSubmit: lets the action start only when none is out and `check` passes. */
  const guard =
    (check: (data: FormData, form: HTMLFormElement) => boolean = () => true) =>
    (event: FormEvent<HTMLFormElement>) => {
      // React starts a form's action only when onSubmit left the event's default alone.
      if (out.current) return event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const form = event.currentTarget;
      // React marks a button whose formAction is a function with a `formaction` attribute.
      const ownAction = submitter?.hasAttribute('formaction') === true;
      if (!ownAction && !check(new FormData(form, submitter), form)) return event.preventDefault();
      out.current = true;
    };

  return { state, formAction: dispatch, pending, guard };
}
