// One request before a run: is anything answering at the target? A refused connection, an unknown
// host or a timeout is said in one line within seconds, instead of after a whole run of requests
// that each wait out their timeout. Any HTTP answer, even an error, means the target is there.

/** Why the target cannot be reached, in one line; undefined when it answered. */
export async function probeTarget(
  target: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<string | undefined> {
  try {
    const response = await fetch(target, {
      method: 'HEAD',
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return undefined;
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      return `${target} did not answer within ${timeoutMs / 1000} s: is it running, and is this its address?`;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const code = cause?.code ?? cause?.message ?? (error as Error).message;
    return `${target} cannot be reached (${code}): is it running, and is this its address?`;
  }
}
