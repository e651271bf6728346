import { Badge } from '@mantine/core';
import { products } from '#web/content/products.ts';
import { HiddenSeparator } from '#web/components/HiddenSeparator/HiddenSeparator.tsx';

type Props = { path: string; linkClassName: string | undefined };

/**
 * The 7 product pages, Coming Soon badges on the last two (docs/requirements.md §2): their links
 * read "Agentic Workflow, Coming Soon".
 */
export function ProductLinks({ path, linkClassName }: Props) {
  return (
    <ul>
      {products.map((product) => (
        <li key={product.path}>
          <a
            href={product.path}
            className={linkClassName}
            aria-current={product.path === path ? 'page' : undefined}
          >
            {product.comingSoon ? (
              <>
                <span>
                  {product.name}
                  <HiddenSeparator />
                </span>
                <Badge size="xs" variant="light" component="span">
                  Coming Soon
                </Badge>
              </>
            ) : (
              product.name
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
