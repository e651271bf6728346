import type { Operation } from './openapi';

export interface Preference {
  code?: string;
  example?: string;
}

/**
 * Reads Prism's scenario preferences from a `Prefer` header: `code=429`, `example=cooldown`, or
 * both (`code=429, example=cooldown`). Other preferences (RFC 7240's `return=minimal`...) are
 * ignored. Several headers arrive joined by commas, so they read the same way.
 */
export function parsePrefer(header: string | string[] | undefined): Preference {
  const preference: Preference = {};
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(/[,;]/)) {
    const [rawKey = '', ...rest] = part.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest
      .join('=')
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if ((key === 'code' || key === 'example') && value !== '') preference[key] = value;
  }
  return preference;
}

/** How a refusal names the status and the example it was asked for. */
export interface PreferenceWords {
  code: (code: string) => string;
  example: (example: string | undefined) => string;
}

const headerWords: PreferenceWords = {
  code: (code) => `Prefer: code=${code}`,
  example: (example) => `Prefer: example=${example}`,
};

export interface ForcedAnswer {
  status: number;
  body: unknown;
  /** The headers the contract requires for that status, with their documented example values. */
  headers: Record<string, string>;
}

/**
 * The documented answer a preference asks for, null when it asks for nothing, or an Error (a
 * 400) when it names a status or an example the operation does not document.
 */
export function forcedAnswer(
  operation: Operation,
  preference: Preference,
  words: PreferenceWords = headerWords,
): ForcedAnswer | null | Error {
  const { code, example } = preference;
  if (code === undefined && example === undefined) return null;
  const statuses = [...operation.responses.keys()];
  let status: number | undefined;
  if (code !== undefined) {
    status = /^\d{3}$/.test(code) ? Number(code) : undefined;
    if (status === undefined || !operation.responses.has(status)) {
      return new Error(
        `${words.code(code)} is not documented for ${operation.operationId}; use one of ${statuses.join(', ')}.`,
      );
    }
  } else {
    status = statuses.find((candidate) =>
      operation.responses.get(candidate)?.examples.has(String(example)),
    );
  }
  const response = status === undefined ? undefined : operation.responses.get(status);
  if (status === undefined || !response) {
    // Unnamed examples are all called `default`: listing them would tell nothing.
    const named = [...operation.responses].flatMap(([documented, { examples }]) =>
      [...examples.keys()]
        .filter((name) => name !== 'default')
        .map((name) => `${name} (${documented})`),
    );
    return new Error(
      `${words.example(example)} is not documented for ${operation.operationId}; use one of ${named.join(', ')}.`,
    );
  }
  const names = [...response.examples.keys()];
  const name = example ?? names[0];
  if (name === undefined || !response.examples.has(name)) {
    return new Error(
      `${words.example(example)} is not documented for status ${status} of ${operation.operationId}; use one of ${names.join(', ')}.`,
    );
  }
  const headers: Record<string, string> = {};
  for (const [header, { required, example: value }] of response.headers) {
    // Set-Cookie is left to the route: a forced sign-in still gets a real, working session.
    if (required && value !== undefined && header.toLowerCase() !== 'set-cookie') {
      headers[header.toLowerCase()] = String(value);
    }
  }
  return { status, body: response.examples.get(name), headers };
}
