/** Test helper: a TCP proxy that can "lose" its backend, to simulate a database outage. */
import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export async function startTcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<Socket>();
  let up = true;
  const server = createServer((client) => {
    if (!up) return client.destroy();
    const backend = connect(targetPort, targetHost);
    for (const socket of [client, backend]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(backend).pipe(client);
    client.on('close', () => backend.destroy());
    backend.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Cuts every open connection and refuses new ones, like a server that went away. */
    down() {
      up = false;
      sockets.forEach((socket) => socket.destroy());
    },
    up() {
      up = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}
