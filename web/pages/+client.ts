import { boot } from '../src/client/boot';

boot();
