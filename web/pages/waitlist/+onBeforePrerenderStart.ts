import { routesOf } from '#web/config/routes.ts';

export default () => routesOf('waitlist').map((route) => route.path);
