// A worker thread that draws QR files for the export (built by electron-vite's ?nodeWorker).
import { parentPort } from 'node:worker_threads';
import { createWorkerState, type ToWorker } from './render-messages';

const state = createWorkerState();
parentPort?.on('message', (message: ToWorker) => {
  const reply = state.receive(message);
  // The PNG's buffer is handed over, not copied.
  if (reply) parentPort?.postMessage(reply, reply.ok ? [reply.png.buffer as ArrayBuffer] : []);
});
