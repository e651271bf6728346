// The mock server's namespaces (docs/mock-namespaces.md): how a request names its
// isolated world. The server checks names with these, the console and test fixtures send them.

/** The request header that chooses a namespace; it wins over the cookie. */
export const MOCK_NAMESPACE_HEADER = 'x-mock-namespace';

/** The cookie `GET /__mock/namespace/NAME` sets, for a page that cannot send headers. */
export const MOCK_NAMESPACE_COOKIE = 'mock_ns';

/** The namespace of a request that names none: everything that worked before namespaces. */
export const DEFAULT_MOCK_NAMESPACE = 'default';

/** Safe as a folder name, a cookie value and a URL segment as it is: no `/`, no `..`, no case. */
export const mockNamespacePattern = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export const invalidMockNamespaceMessage =
  "Invalid mock namespace: use 1 to 64 lower-case letters, digits, '.', '_' or '-', starting with a letter or digit.";

export const isMockNamespace = (name: string): boolean => mockNamespacePattern.test(name);
