// Mantine's CSS, per component rather than the whole 42 KB (gzip) bundle, so each page only
// ships what it renders. The base layers come first; features import the extra components they
// use next to the component that uses them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// What the shared layout renders on the server (footer, page intro, badges, the 404 page).
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '#common/theme/fonts.css';
import '#common/theme/global.css';
