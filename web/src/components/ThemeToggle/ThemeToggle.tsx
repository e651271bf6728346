import { IconMoon, IconSun } from '@tabler/icons-react';
import { needsJs } from '#web/theme/needs-js.ts';
import { Button } from '#web/components/Button/Button.tsx';

/**
 * The light/dark switch. Server-rendered with both icons (CSS shows the right one, so the HTML
 * never depends on the visitor's theme); theme-toggle.enhance.ts makes it work. Hidden without
 * JavaScript (`needsJs`), where the theme follows the system setting.
 */
export function ThemeToggle() {
  return (
    <Button
      variant="ghost"
      size="icon"
      data-theme-toggle
      data-pending=""
      {...needsJs}
      aria-label="Toggle light and dark theme"
      data-tooltip="Toggle light and dark theme"
    >
      <IconMoon size={18} stroke={1.6} aria-hidden className="mantine-dark-hidden" />
      <IconSun size={18} stroke={1.6} aria-hidden className="mantine-light-hidden" />
    </Button>
  );
}
