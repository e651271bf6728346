import {
  IconAccessible,
  IconApi,
  IconBulb,
  IconCircleCheck,
  IconDatabase,
  IconEye,
  type Icon,
  IconShieldLock,
  IconSparkles,
  IconTarget,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { AboutIcon } from '../../content/about';

/** Content names icons by meaning; this is the one place that picks the drawing. */
export const icons: Record<AboutIcon | 'check', Icon> = {
  mission: IconTarget,
  vision: IconEye,
  innovation: IconBulb,
  collaboration: IconUsersGroup,
  security: IconShieldLock,
  accessibility: IconAccessible,
  protocols: IconApi,
  ai: IconSparkles,
  data: IconDatabase,
  check: IconCircleCheck,
};
