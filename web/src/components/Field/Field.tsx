import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import classes from './Field.module.css';

/** What every field shows around its control. */
type FrameProps = {
  label: ReactNode;
  /** A line under the label: what the field wants ("At least 10 characters."). */
  description?: ReactNode;
  /** Shown under the control; the control is then aria-invalid and described by it. */
  error?: ReactNode;
  /** Inside the control's box, before or after the text (an icon, a chevron). */
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

type Ids = { id: string; errorId?: string; descriptionId?: string };

/** The ids a field's parts share: its own, its error's and its description's. */
const fieldIds = (id: string, { error, description }: FrameProps): Ids => ({
  id,
  errorId: error ? `${id}-error` : undefined,
  descriptionId: description ? `${id}-description` : undefined,
});

/** The attributes that tie a control to its label's field: the error, then the description. */
const controlAria = (ids: Ids, required?: boolean) => ({
  id: ids.id,
  required,
  'aria-invalid': ids.errorId ? true : undefined,
  'aria-describedby': [ids.errorId, ids.descriptionId].filter(Boolean).join(' ') || undefined,
});

function Frame({
  ids,
  required,
  disabled,
  multiline,
  frame,
  children,
}: {
  ids: Ids;
  required?: boolean;
  disabled?: boolean;
  multiline?: boolean;
  frame: FrameProps;
  children: ReactNode;
}) {
  const { label, description, error, leftSection, rightSection } = frame;
  return (
    <div className={classes.root}>
      <label className={classes.label} htmlFor={ids.id}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {description ? (
        <p className={classes.description} id={ids.descriptionId}>
          {description}
        </p>
      ) : null}
      <div
        className={classes.box}
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
        data-multiline={multiline || undefined}
        data-with-description={description ? true : undefined}
        data-with-left-section={leftSection ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        {leftSection ? (
          <span className={classes.section} data-position="left">
            {leftSection}
          </span>
        ) : null}
        {children}
        {rightSection ? (
          <span className={classes.section} data-position="right">
            {rightSection}
          </span>
        ) : null}
      </div>
      {error ? (
        <p className={classes.error} id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * `id` is the control's; without one the field makes its own with useId, which an island renders
 * the same on the server and in the browser (islands/Island.tsx). Give one where something outside
 * the field names the control.
 */
type Own<T> = Omit<T, 'children' | keyof FrameProps> & FrameProps;

export type TextFieldProps = Own<InputHTMLAttributes<HTMLInputElement>>;
export type TextAreaFieldProps = Own<TextareaHTMLAttributes<HTMLTextAreaElement>>;
export type SelectFieldProps = Own<SelectHTMLAttributes<HTMLSelectElement>> & {
  options: readonly { value: string; label: string; disabled?: boolean }[];
};

/** Splits a field's props into its frame's and its control's, the control's id settled. */
function useFramed<T extends FrameProps & { id?: string }>(props: T) {
  const { label, description, error, leftSection, rightSection, ...rest } = props;
  const ownId = useId();
  const control = { ...rest, id: rest.id ?? ownId };
  return { frame: { label, description, error, leftSection, rightSection }, control };
}

/**
 * A one-line text field (docs/requirements.md §2's forms): label, required mark, description,
 * error and the input, plain HTML and one CSS module.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  function TextField(props, ref) {
    const { frame, control } = useFramed(props);
    const ids = fieldIds(control.id, frame);
    return (
      <Frame ids={ids} required={control.required} disabled={control.disabled} frame={frame}>
        <input
          {...control}
          {...controlAria(ids, control.required)}
          ref={ref}
          className={classes.control}
        />
      </Frame>
    );
  },
);

/** A multi-line text field: the same frame around a <textarea>. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField(props, ref) {
    const { frame, control } = useFramed(props);
    const ids = fieldIds(control.id, frame);
    return (
      <Frame
        ids={ids}
        required={control.required}
        disabled={control.disabled}
        multiline
        frame={frame}
      >
        <textarea
          {...control}
          {...controlAria(ids, control.required)}
          ref={ref}
          className={classes.control}
        />
      </Frame>
    );
  },
);

/** Two chevrons, up and down: a native select's box says it opens a list. */
const chevron = (
  <svg viewBox="0 0 15 15" fill="none" aria-hidden="true" className={classes.chevron}>
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/** A native <select>: the phone's own picker, no script of ours to open it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { options, rightSection = chevron, ...props },
  ref,
) {
  const { frame, control } = useFramed({ ...props, rightSection });
  const ids = fieldIds(control.id, frame);
  return (
    <Frame ids={ids} required={control.required} disabled={control.disabled} frame={frame}>
      <select
        {...control}
        {...controlAria(ids, control.required)}
        ref={ref}
        className={classes.control}
        data-select
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
});
