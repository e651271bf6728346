import { routesOf } from '../../../src/config/routes';

export default () => routesOf('blog/@slug').map((route) => route.path);
