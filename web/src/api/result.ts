// The one shape every API call ends in (docs/requirements.md §7): client.ts makes it, read-cache.ts
// keeps it, components read it. Apart from both so neither imports the other.

/**
 * `message` is the server's own words, NETWORK_ERROR_MESSAGE when no answer came, or null when the
 * answer carried none: the screen then shows its own fallback from docs/requirements.md §8.
 */
export type ApiError = { status: number; message: string | null };
export type ApiResult<T> = { data: T; error?: undefined } | { data?: undefined; error: ApiError };
