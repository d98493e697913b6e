// `npm run typecheck`: every TypeScript file of the repository, in five programs checked two at
// a time, by TypeScript's native compiler (`tsgo`, @typescript/native-preview, pinned): the same
// checks as `tsc` of the `typescript` package (which the editor, ESLint and Vite still use) in
// 31 CPU-seconds instead of 74 here, which CI pays on every run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// packages/core and packages/server on their own (no DOM: they must not lean on a browser),
// apps/server, tests/ (with scripts/ and the root configs), and the browser side as one program
// (tsconfig.apps.json: data, ui, web, desktop). The largest first.
const projects = [
  'tsconfig.apps.json',
  'tests/tsconfig.json',
  'packages/server/tsconfig.json',
  'apps/server/tsconfig.json',
  'packages/core/tsconfig.json',
];
const tsgo = join(root, 'node_modules/@typescript/native-preview/bin/tsgo');

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsgo, '-p', project, '--noEmit'], {
      cwd: root,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${project} (${seconds} s)`);
      if (code !== 0) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
