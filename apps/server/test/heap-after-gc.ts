import WebSocket from 'ws';

// The heap after a full collection, of a server process started with NODE_OPTIONS=--inspect=127.0.0.1:0:
// through the inspector protocol (HeapProfiler.collectGarbage, then Runtime.getHeapUsage), as a heap
// snapshot's first step would. The soak reads it once a minute per process.

/** The inspector's address, from the line Node prints when it starts listening. */
export function inspectorUrl(output: string): string | null {
  return /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1] ?? null;
}

export function heapAfterGc(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('the inspector did not answer within 30 s'));
    }, 30_000);
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: { usedSize?: number }; error?: unknown };
      if (message.error) {
        clearTimeout(timer);
        socket.close();
        reject(new Error(JSON.stringify(message.error)));
      } else if (message.id === 1) socket.send(JSON.stringify({ id: 2, method: 'Runtime.getHeapUsage' }));
      else if (message.id === 2) {
        clearTimeout(timer);
        socket.close();
        resolve(message.result?.usedSize ?? NaN);
      }
    });
  });
}
