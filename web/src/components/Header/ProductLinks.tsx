import { Badge } from '@mantine/core';
import { products } from '../../content/products';

type Props = { path: string; linkClassName: string | undefined };

/** The 7 product pages, Coming Soon badges on the last two (SPEC.md section 2). */
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
            {product.name}
            {product.comingSoon ? (
              <Badge size="xs" variant="light" component="span">
                Coming Soon
              </Badge>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
