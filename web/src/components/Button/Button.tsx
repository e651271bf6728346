import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './Button.module.css';

/** docs/requirements.md §9's button variants and sizes. */
export const buttonVariants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'hero',
  'cta',
  'ghost_border',
] as const;
export const buttonSizes = ['default', 'sm', 'lg', 'xl', 'icon'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

type Common = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before or after the label. */
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  fullWidth?: boolean;
  children?: ReactNode;
};

type AsLink = Common & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
type AsButton = Common & ButtonHTMLAttributes<HTMLButtonElement> & { href?: undefined };

/**
 * The site's one button: a link when it has an href, a <button> otherwise. Plain HTML and one
 * CSS module, so it renders the same in pre-rendered pages and in islands.
 */
export function Button(props: AsLink | AsButton) {
  const {
    variant = 'default',
    size = 'default',
    leftSection,
    rightSection,
    fullWidth,
    className,
    children,
    ...rest
  } = props;
  const shared = {
    className: className ? `${classes.button} ${className}` : classes.button,
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
  };
  const content = (
    <>
      {leftSection ? <span className={classes.section}>{leftSection}</span> : null}
      {children}
      {rightSection ? <span className={classes.section}>{rightSection}</span> : null}
    </>
  );
  if (typeof rest.href === 'string') {
    return (
      <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} {...shared}>
        {content}
      </a>
    );
  }
  const { type = 'button', ...buttonRest } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return (
    <button {...buttonRest} type={type} {...shared}>
      {content}
    </button>
  );
}
