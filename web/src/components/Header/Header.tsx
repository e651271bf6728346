import { IconChevronDown, IconMenu2, IconX } from '@tabler/icons-react';
import { usePageContext } from 'vike-react/usePageContext';
import { primaryLinks, signInHref } from '#web/config/navigation.ts';
import { activeSection, normalizePath } from '#web/config/routes.ts';
import { site } from '#web/config/site.ts';
import { Button } from '#web/components/Button/Button.tsx';
import { Container } from '#web/components/Container/Container.tsx';
import { Logo } from '#web/components/Logo/Logo.tsx';
import { ThemeToggle } from '#web/components/ThemeToggle/ThemeToggle.tsx';
import classes from './Header.module.css';
import { NavItem } from './NavItem';
import { ProductLinks } from './ProductLinks';

export const DRAWER_ID = 'site-drawer';

/**
 * The sticky site header. It is plain HTML that works without JavaScript: the Products menu is a
 * <details> disclosure and the mobile drawer a popover (300 px, below the md breakpoint);
 * header.enhance.ts only adds Escape, outside-click and close-on-tap behaviour.
 */
export function Header() {
  const { urlPathname } = usePageContext();
  const section = activeSection(urlPathname);
  const path = normalizePath(urlPathname);
  const active = { section, path };

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <a href="/" className={classes.brand}>
          <Logo />
          <span>{site.name}</span>
        </a>

        <nav aria-label="Main" className={classes.desktopNav}>
          {primaryLinks.before.map((link) => (
            <NavItem key={link.href} link={link} {...active} />
          ))}
          <details className={classes.productsMenu} data-nav-menu>
            <summary className={classes.link} data-active={section === 'products' || undefined}>
              Products
              <IconChevronDown size={14} aria-hidden className={classes.chevron} />
            </summary>
            <div className={classes.dropdown}>
              <ProductLinks path={path} linkClassName={classes.dropdownLink} />
            </div>
          </details>
          {primaryLinks.after.map((link) => (
            <NavItem key={link.href} link={link} {...active} />
          ))}
        </nav>

        <div className={classes.actions}>
          <ThemeToggle />
          <Button href={signInHref} variant="ghost" size="sm" className={classes.desktopOnly}>
            Sign In
          </Button>
          <Button href={signInHref} variant="hero" size="sm" className={classes.desktopOnly}>
            Get Started
          </Button>
          <button
            type="button"
            className={classes.burger}
            popoverTarget={DRAWER_ID}
            aria-controls={DRAWER_ID}
            // No aria-expanded: a popovertarget button exposes the popover's state itself (ARIA
            // in HTML forbids the attribute here, and without JavaScript it would say "collapsed"
            // while the drawer is open).
            aria-label="Open navigation"
            data-tooltip="Open navigation"
          >
            <IconMenu2 size={22} aria-hidden />
          </button>
        </div>
      </Container>

      <div
        id={DRAWER_ID}
        popover="auto"
        role="dialog"
        aria-label="Menu"
        className={classes.drawer}
        data-drawer
      >
        <div className={classes.drawerHeader}>
          <span className={classes.drawerTitle}>Menu</span>
          <button
            type="button"
            className={classes.iconButton}
            popoverTarget={DRAWER_ID}
            popoverTargetAction="hide"
            aria-label="Close navigation"
            data-tooltip="Close navigation"
          >
            <IconX size={20} aria-hidden />
          </button>
        </div>
        <nav aria-label="Mobile" className={classes.drawerNav}>
          {primaryLinks.before.map((link) => (
            <NavItem key={link.href} link={link} {...active} variant="drawer" />
          ))}
          <details className={classes.drawerProducts} open={section === 'products'}>
            <summary
              className={classes.drawerLink}
              data-active={section === 'products' || undefined}
            >
              Products
              <IconChevronDown size={16} aria-hidden className={classes.chevron} />
            </summary>
            <div className={classes.drawerProductList}>
              <ProductLinks path={path} linkClassName={classes.drawerLink} />
            </div>
          </details>
          {primaryLinks.after.map((link) => (
            <NavItem key={link.href} link={link} {...active} variant="drawer" />
          ))}
          <Button href={signInHref} variant="default" className={classes.drawerButton}>
            Sign In
          </Button>
          <Button href={signInHref} variant="hero" className={classes.drawerButton}>
            Get Started
          </Button>
        </nav>
      </div>
    </header>
  );
}
