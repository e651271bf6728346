import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import { useEffect, useRef } from 'react';
import { OTP_LENGTH } from './constants';
import classes from './SignInCard.module.css';

type Props = {
  id: string;
  /** The form field's name: the form's data carries the digits. */
  name: string;
  value: string;
  onChange: (value: string) => void;
  onComplete: (value: string) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
};

// "123 456" and "123-456" from an email client paste as six digits.
const digitsOnly = (pasted: string) => pasted.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * Six slots over one real input (input-otp): the browser's one-time-code autofill, the numeric
 * keyboard and paste all work on that input; the slots only draw what it holds.
 */
export function CodeInput({
  id,
  name,
  value,
  onChange,
  onComplete,
  disabled,
  invalid,
  describedBy,
}: Props) {
  const input = useRef<HTMLInputElement>(null);
  // The code step replaces the email form the visitor just submitted, and a check or a resend
  // disables the input (which drops its focus): either way the caret goes back where the code goes,
  // so a keyboard user never has to hunt for it, and after a refused code, to the emptied first box.
  useEffect(() => {
    if (!disabled) input.current?.focus();
  }, [disabled]);
  return (
    <OTPInput
      ref={input}
      id={id}
      name={name}
      maxLength={OTP_LENGTH}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      pattern={REGEXP_ONLY_DIGITS}
      pasteTransformer={digitsOnly}
      inputMode="numeric"
      autoComplete="one-time-code"
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      containerClassName={classes.otp}
      render={({ slots }) => (
        <div className={classes.slots}>
          {slots.map((slot, index) => (
            <div
              // Slots are positions, not items: the index is their identity.
              key={index}
              className={classes.slot}
              data-active={slot.isActive || undefined}
              data-invalid={invalid || undefined}
            >
              {slot.char}
              {slot.hasFakeCaret ? <span className={classes.caret} /> : null}
            </div>
          ))}
        </div>
      )}
    />
  );
}
