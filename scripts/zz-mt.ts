import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { renderQrPng } from '../packages/core/src/qr/render-qr-png';
const side = 200;
function logo() { const rgba = new Uint8Array(side*side*4); for (let i=0;i<side*side;i++){ rgba[i*4]=(i*7)&255; rgba[i*4+1]=(i>>8)&255; rgba[i*4+2]=90; rgba[i*4+3]=255; } return { width: side, height: side, data: rgba }; }
function run(n: number, offset: number) { const l = logo(); const t = performance.now(); for (let i = 0; i < n; i++) renderQrPng({ text: `https://qrlink.example.com/qr/3f2a9c1e-8b7d-4e5f-a6b3-${String(i+offset).padStart(12,'0')}`, size: 1000, fgColor: '#fd1455', bgColor: '#ffffff', logo: l }); return performance.now() - t; }
if (isMainThread) {
  const N = 300;
  run(50, 0);
  console.log('1 thread ms/code', (run(N, 100) / N).toFixed(2));
  const t = performance.now();
  void Promise.all([0, 1].map((k) => new Promise((resolve) => { const w = new Worker(__filename, { workerData: { n: N / 2, k } }); w.on('message', resolve); }))).then(() => console.log("2 workers wall ms/code", ((performance.now() - t) / N).toFixed(2)));
} else { run(30, 0); const ms = run(workerData.n, 1000 * (workerData.k + 1)); parentPort!.postMessage(ms); console.log('worker ms/code', (ms / workerData.n).toFixed(2)); }
