import classes from './Spinner.module.css';

/**
 * A busy control's 16 px spinner, in the text's colour and hidden from assistive technology: the
 * control's label says what is happening ("Sending..."), the spinner only that it is.
 */
export function Spinner() {
  return <span className={classes.spinner} data-spinner aria-hidden="true" />;
}
