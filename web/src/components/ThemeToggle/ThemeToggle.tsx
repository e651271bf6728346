import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import classes from './ThemeToggle.module.css';

/** Light/dark switch. Both icons are rendered and CSS shows one, so server HTML never mismatches. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });

  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle light and dark theme"
      onClick={() => setColorScheme(computed === 'light' ? 'dark' : 'light')}
    >
      <Box component="span" className={classes.icon} darkHidden>
        <IconMoon size={18} stroke={1.6} aria-hidden />
      </Box>
      <Box component="span" className={classes.icon} lightHidden>
        <IconSun size={18} stroke={1.6} aria-hidden />
      </Box>
    </ActionIcon>
  );
}
