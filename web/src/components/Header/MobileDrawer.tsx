import { Badge, Button, Collapse, Drawer, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { primaryLinks, signInHref } from '../../config/navigation';
import type { Section } from '../../config/routes';
import { products } from '../../content/products';
import classes from './Header.module.css';
import { NavItem } from './NavItem';

/** SPEC.md section 9: the mobile drawer is 300 px wide. */
export const DRAWER_WIDTH = 300;

type Props = { opened: boolean; onClose: () => void; section: Section | null; path: string };

/** The header below the md breakpoint: a side drawer with a collapsible Products section. */
export function MobileDrawer({ opened, onClose, section, path }: Props) {
  const [productsOpen, productsToggle] = useDisclosure(section === 'products');
  const item = (link: (typeof primaryLinks.before)[number]) => (
    <NavItem
      key={link.href}
      link={link}
      section={section}
      path={path}
      variant="drawer"
      onNavigate={onClose}
    />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={DRAWER_WIDTH}
      position="right"
      title="Menu"
      hiddenFrom="md"
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <Stack component="nav" aria-label="Mobile" gap={4}>
        {primaryLinks.before.map(item)}
        <UnstyledButton
          className={classes.drawerLink}
          data-active={section === 'products' || undefined}
          aria-expanded={productsOpen}
          aria-controls="drawer-products"
          onClick={productsToggle.toggle}
        >
          Products
          <IconChevronDown
            size={16}
            aria-hidden
            className={classes.chevron}
            data-open={productsOpen || undefined}
          />
        </UnstyledButton>
        <Collapse expanded={productsOpen} id="drawer-products">
          <Stack gap={2} pl="md">
            {products.map((product) => (
              <a
                key={product.path}
                href={product.path}
                className={classes.drawerLink}
                aria-current={product.path === path ? 'page' : undefined}
                onClick={onClose}
              >
                {product.name}
                {product.comingSoon ? <Badge size="xs">Coming Soon</Badge> : null}
              </a>
            ))}
          </Stack>
        </Collapse>
        {primaryLinks.after.map(item)}
        <Button component="a" href={signInHref} variant="default" mt="md" onClick={onClose}>
          Sign In
        </Button>
        <Button component="a" href={signInHref} onClick={onClose}>
          Get Started
        </Button>
      </Stack>
    </Drawer>
  );
}
