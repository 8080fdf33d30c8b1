import type { Redis } from 'ioredis';

/**
 * Ends a Redis connection: QUIT when it is up (its replies come first), else at once — a QUIT
 * waiting in the offline queue of a connection whose Redis is away would hold the shutdown until
 * the client gives up retrying (docs/architecture.md "Faults").
 */
export async function closeRedis(client: Redis | undefined): Promise<void> {
  if (!client || client.status === 'end') return;
  if (client.status === 'ready') {
    await client.quit().then(
      () => undefined,
      () => client.disconnect(),
    );
    return;
  }
  client.disconnect();
}

/**
 * Gives every call of `methods` on `client` a rejection handler (`onError`, which may log), for
 * callers that do not wait for the answer (the Socket.IO Redis adapter publishes and unsubscribes
 * without): a command refused while Redis is away would otherwise be an unhandled rejection,
 * which ends a Node process. The caller still gets the same promise.
 */
export function handleRejections(client: Redis, methods: readonly string[], onError: (err: unknown, method: string) => void): void {
  const target = client as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = target[method]!.bind(client);
    target[method] = (...args: unknown[]) => {
      const out = original(...args);
      if (out instanceof Promise) out.catch((err: unknown) => onError(err, method));
      return out;
    };
  }
}
