import net from 'node:net';

/**
 * Fails at once when a test's fixed port is taken: a stray process listening there (a server
 * left by an interrupted run) would answer the test's requests instead of the server it spawns.
 */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is taken (${error.code}): stop the process listening there`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
