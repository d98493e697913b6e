// `npm run typecheck`: every TypeScript file of the repository, in three programs checked two at
// a time, by TypeScript's native compiler (`tsgo`, @typescript/native-preview, pinned): the same
// checks as `tsc` of the `typescript` package (which the editor and Vite still use) in
// a fraction of its CPU time, which CI pays on every run. The Edge Functions and the Deno
// script that serves them are Deno programs: `deno check` checks them (and the shared server
// code they import) with Deno's own types.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The Node side as one program (tsconfig.node.json: core, server and apps/server, no DOM: they
// must not lean on a browser; 14.8 CPU-seconds as three programs, 6.8 as one), tests/ (with
// scripts/ and the root configs), and the browser side as one program (tsconfig.apps.json: data,
// ui, web, desktop). The largest first.
const tsgo = join(root, 'node_modules/@typescript/native-preview/bin/tsgo');
// One checker thread each: by default tsgo checks a program with several checkers at once, each
// building its own view of the types, which costs more CPU than it saves time when the two
// programs running side by side already fill both cores (`npm run typecheck`, deno check
// included: 24.5 s and 46.7 CPU-seconds by default, 11.2-11.7 s and 21 single-threaded).
const tsgoCheck = (project) => ({
  name: project,
  command: process.execPath,
  args: [tsgo, '-p', project, '--noEmit', '--singleThreaded'],
});
const edgeFunctions = readdirSync(join(root, 'supabase/functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => `supabase/functions/${entry.name}/index.ts`);
const checks = [
  tsgoCheck('tsconfig.apps.json'),
  tsgoCheck('tests/tsconfig.json'),
  tsgoCheck('tsconfig.node.json'),
  {
    name: 'supabase/functions (deno check)',
    command: join(root, 'node_modules/.bin/deno'),
    args: ['check', '--quiet', ...edgeFunctions, 'scripts/deno/functions-serve.ts'],
  },
];

function check({ name, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${name} (${seconds} s)`);
      if (code !== 0) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(2, availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (!(await check(next))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
