import { routeOf } from '#web/config/page-route.ts';
import { imageUrl } from '#web/features/seo/meta-tags.ts';

// The page's social preview image (absolute URL): vike-react writes og:image and
// twitter:card=summary_large_image from it; web/src/features/seo adds its size and alt text.
export default (pageContext: Parameters<typeof routeOf>[0]) => imageUrl(routeOf(pageContext));
