// The type of .dependency-cruiser.mjs, for the TypeScript that reads it (the cycle check's test,
// the house drawing).
import type { IConfiguration } from 'dependency-cruiser';

declare const config: IConfiguration & Required<Pick<IConfiguration, 'forbidden' | 'options'>>;
export default config;
