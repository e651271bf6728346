import { Anchor, Stack } from '@mantine/core';

type Props = { label: string; items: readonly { href: string; label: string }[] };

/** A plain list of links, readable without JavaScript. */
export function LinkList({ label, items }: Props) {
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <li key={item.href}>
          <Anchor href={item.href}>{item.label}</Anchor>
        </li>
      ))}
    </Stack>
  );
}
