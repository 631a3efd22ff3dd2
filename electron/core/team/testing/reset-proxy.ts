/*
 * Test helper (no tests here): a TCP proxy in front of the server that can reset every
 * connection through it at once, as a flaky network or a load balancer would.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface ResetProxy {
  port: number;
  resetAll(): number;
  close(): Promise<void>;
}

export async function startResetProxy(targetPort: number): Promise<ResetProxy> {
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    resetAll: () => {
      const n = pairs.size;
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pairs.clear();
      return n;
    },
    close: () => {
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
