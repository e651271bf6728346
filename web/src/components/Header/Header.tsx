import { Badge, Burger, Button, Container, Group, Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { usePageContext } from 'vike-react/usePageContext';
import { primaryLinks, signInHref } from '../../config/navigation';
import { activeSection, normalizePath } from '../../config/routes';
import { site } from '../../config/site';
import { products } from '../../content/products';
import { Logo } from '../Logo/Logo';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import classes from './Header.module.css';
import { MobileDrawer } from './MobileDrawer';
import { NavItem } from './NavItem';

export function Header() {
  const { urlPathname } = usePageContext();
  const section = activeSection(urlPathname);
  const path = normalizePath(urlPathname);
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <a href="/" className={classes.brand}>
          <Logo />
          <span>{site.name}</span>
        </a>

        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
          {primaryLinks.before.map((link) => (
            <NavItem key={link.href} link={link} section={section} path={path} />
          ))}
          <Menu position="bottom-start" width={300} shadow="md">
            <Menu.Target>
              <UnstyledButton
                className={classes.link}
                data-active={section === 'products' || undefined}
              >
                Products
                <IconChevronDown size={14} aria-hidden />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {products.map((product) => (
                <Menu.Item
                  key={product.path}
                  component="a"
                  href={product.path}
                  aria-current={product.path === path ? 'page' : undefined}
                  rightSection={product.comingSoon ? <Badge size="xs">Coming Soon</Badge> : null}
                >
                  {product.name}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {primaryLinks.after.map((link) => (
            <NavItem key={link.href} link={link} section={section} path={path} />
          ))}
        </Group>

        <Group gap="xs" visibleFrom="md">
          <ThemeToggle />
          <Button component="a" href={signInHref} variant="default">
            Sign In
          </Button>
          <Button component="a" href={signInHref}>
            Get Started
          </Button>
        </Group>

        <Group gap="xs" hiddenFrom="md">
          <ThemeToggle />
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Container>

      <MobileDrawer opened={drawerOpened} onClose={drawer.close} section={section} path={path} />
    </header>
  );
}
