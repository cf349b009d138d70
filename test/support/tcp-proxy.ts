import { createServer, Server, Socket } from 'node:net';
import { AddressInfo } from 'node:net';

/**
 * A TCP relay to a real server (PostgreSQL, Redis) that a test can cut and restore: `cut()` closes
 * the port and drops every relayed connection, so the client sees its server go away (connection
 * refused) without the shared server being touched; `restore()` listens on the same port again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly targetPort: number, private readonly targetHost = '127.0.0.1') {}

  static async start(targetPort: number, targetHost?: string): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetPort, targetHost);
    await proxy.restore();
    return proxy;
  }

  async restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket();
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      upstream.connect(this.targetPort, this.targetHost);
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
