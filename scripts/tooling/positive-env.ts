/** A whole number of at least 1 from the environment variable `name`, or `fallback` when unset. */
export function positiveEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got ${JSON.stringify(raw)}`);
  }
  return value;
}
