// Mantine's CSS, per component rather than the whole 42 KB (gzip) bundle: the site's one
// stylesheet holds what it renders. Each file in its `.layer.css` form, inside `@layer mantine`:
// the site's own rules (CSS modules, unlayered) win over Mantine's wherever they meet, whatever
// order the bundler concatenates the files in (it put every Mantine file after every module, and
// Mantine's Paper undid the blog's featured card). The build refuses an unlayered Mantine rule
// (scripts/build/critical-css.ts, unlayeredMantineRules), then moves the layer's content to the
// top of the stylesheet, unlayered (mantineFirstUnlayered: no layer may reach the browser after
// the first paint). Every file is imported here, in the order Mantine's own rules need (Paper
// before Card, which overrides its display): a file imported next to a component lands wherever
// the bundler puts that chunk.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// What the shared layout renders on the server (footer, page intro, badges, the 404 page).
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
// The cards (blog posts, agents), the legal pages' typography and visually hidden labels.
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '#common/theme/fonts.css';
import '#common/theme/global.css';
