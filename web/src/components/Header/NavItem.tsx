import type { NavLink } from '#web/config/navigation.ts';
import type { Section } from '#web/config/routes.ts';
import classes from './Header.module.css';

type Props = {
  link: NavLink;
  section: Section | null;
  path: string;
  variant?: 'bar' | 'drawer';
};

/** A header link, highlighted when its section is the active one. */
export function NavItem({ link, section, path, variant = 'bar' }: Props) {
  return (
    <a
      href={link.href}
      className={variant === 'bar' ? classes.link : classes.drawerLink}
      data-active={link.section === section || undefined}
      aria-current={link.href === path ? 'page' : undefined}
    >
      {link.label}
    </a>
  );
}
