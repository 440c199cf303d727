/** Requests on kept-alive connections, as browsers and balancers send them, for drain tests. */
import http from 'node:http';

export interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
  /** For an error: whether it happened on a kept-alive connection. */
  reused?: boolean;
}

/** One GET on a keep-alive agent: the status and Connection header, or the error's code. */
export function keepAliveGet(agent: http.Agent, url: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({ error: e.code ?? e.message, reused: req.reusedSocket }),
    );
  });
}
