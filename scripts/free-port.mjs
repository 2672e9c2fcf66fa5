// The preferred port when it is free, else any free port: test servers never collide with a dev
// server or another test run on the same machine.
import { createServer } from 'node:net';

function tryListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

export async function freePort(preferred) {
  return (await tryListen(preferred)) ?? (await tryListen(0));
}
