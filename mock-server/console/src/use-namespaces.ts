import { useCallback, useEffect, useState } from 'react';
import { getJson, messageOf } from './api';

/** One live namespace, as GET /__mock/namespaces lists it. */
export interface NamespaceSummary {
  name: string;
  lastActivity: string;
  /** Journal entries it holds. */
  requests: number;
}

/** GET /__mock/namespaces: the caller's namespace, the live ones (newest activity first). */
export interface NamespaceList {
  current: string;
  namespaces: NamespaceSummary[];
  limits: { maxNamespaces: number; idleMinutes: number };
}

export interface Namespaces {
  /** The mock's list; null until it answers. */
  list: NamespaceList | null;
  error: string | null;
  refresh: () => void;
}

/**
 * GET /__mock/namespaces, when the console opens and on `refresh`: the live feed is one
 * namespace's, so other namespaces' activity reaches the list only when it is asked again.
 */
export function useNamespaces(): Namespaces {
  const [list, setList] = useState<NamespaceList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    getJson<NamespaceList>('/__mock/namespaces').then(
      (value) => {
        setList(value);
        setError(null);
      },
      (cause: unknown) => setError(messageOf(cause)),
    );
  }, []);
  useEffect(refresh, [refresh]);
  return { list, error, refresh };
}
