import { useEffect, useRef, useState } from 'react';
import { site } from '../../config/site';

/**
 * The brand mark. Falls back to a placeholder image when the logo fails to load (SPEC.md
 * section 2), including a failure that happened before hydration, which React never sees.
 */
export function Logo() {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <img
      ref={ref}
      src={failed ? site.logo.placeholder : site.logo.src}
      alt=""
      width={site.logo.width}
      height={site.logo.height}
      onError={() => setFailed(true)}
      data-testid="site-logo"
    />
  );
}
