// Imported first by scripts/start.mjs: the server's process starts again, once, with two
// settings that only count when given before a process starts (npm run bench:api prints the
// memory they save):
// - MALLOC_TRIM_THRESHOLD_ for glibc. glibc's malloc keeps what V8's threads free (the compiler's
//   zones, the database thread's compile of PGlite) in its arenas, behind a trim threshold it
//   raises each time a large block comes and goes. A first start then held 453-476 MB at idle
//   instead of 319-336 with a fixed threshold, and a restart 383 instead of 279.
// - A young generation of 8 MB semi-spaces for V8. Every visit waits a few hundred
//   milliseconds for its batch under load, so it is copied between the semi-spaces and then
//   promoted wherever they are larger: the peak under load was 503-511 MB, and 431-451 with
//   this, its redirects' rate and p99 unchanged.
// LOW_MEMORY=true adds V8's --optimize-for-size (1 MB semi-spaces, an old generation grown in
// smaller steps): under 30 s of redirects and API lists at once the peak fell from 426-495 MB to
// 326-350, and the redirects answered by 10-25%. And --liftoff-only, which keeps PGlite's
// WebAssembly on V8's baseline compiler: Node 24's optimising compiler (Turboshaft) takes about
// 580 MB of its own memory for half a second to compile one of PostgreSQL's largest functions,
// a few seconds into every start (nodejs/node#63421), so each start peaked at 820-880 MB; with
// the flag 230-250 MB, for about a quarter fewer database queries per second (redirects do not
// wait for the database). Node takes neither flag in NODE_OPTIONS, hence the variable; on a
// server or container with under 1.5 GB it is on unless set (low-memory-choice.mjs).
// process.execve keeps the process id, so SIGTERM and SIGINT still reach the server's graceful
// shutdown. It exists from Node 22.15 on; Node 20 runs the server with its defaults. A
// MALLOC_TRIM_THRESHOLD_ already set (by the user, or by this re-execution) means no restart;
// a --max-semi-space-size among Node's options is kept.
import { writeSync } from 'node:fs';
import { lowMemoryChoice, memoryLimitBytes } from './low-memory-choice.mjs';

const SEMI_SPACE_MB = 8;
const TRIM_THRESHOLD_BYTES = 128 * 1024;

const nodeOptions = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`;
const hasTrim = process.env.MALLOC_TRIM_THRESHOLD_ !== undefined;
const hasSemiSpace = nodeOptions.includes('--max-semi-space-size');
const hasSizeFlag = nodeOptions.includes('--optimize-for-size');
const hasLiftoffOnly = nodeOptions.includes('--liftoff-only');
const canRestart = process.platform === 'linux' && typeof process.execve === 'function';
const restarting = canRestart && !hasTrim;
// The machine's memory matters only to the process about to restart with an unset LOW_MEMORY
// (Node 20 cannot take the flags, and the restarted process has them already).
const limitBytes =
  restarting && !process.env.LOW_MEMORY ? memoryLimitBytes() : Number.POSITIVE_INFINITY;
const lowMemory = lowMemoryChoice(process.env.LOW_MEMORY, limitBytes);

if (restarting) {
  if (lowMemory.automatic) {
    // Synchronous: execve replaces the process, and a pending write to a pipe would be lost.
    writeSync(
      1,
      `Este servidor tem ${Math.round(limitBytes / 1024 ** 2)} MB de memória: o QR Link roda com LOW_MEMORY=true (LOW_MEMORY=false desliga).\n`,
    );
  }
  process.execve(
    process.execPath,
    [
      process.execPath,
      ...(lowMemory.on && !hasSizeFlag ? ['--optimize-for-size'] : []),
      ...(lowMemory.on && !hasLiftoffOnly ? ['--liftoff-only'] : []),
      // --optimize-for-size sets the semi-spaces itself.
      ...(hasSemiSpace || lowMemory.on ? [] : [`--max-semi-space-size=${SEMI_SPACE_MB}`]),
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { ...process.env, MALLOC_TRIM_THRESHOLD_: String(TRIM_THRESHOLD_BYTES) },
  );
}
// Node 20 (no execve) has no optimising compiler's peak to avoid: only an explicit LOW_MEMORY
// (the only kind there) is told it cannot be honoured.
if (lowMemory.on && !canRestart && !hasSizeFlag) {
  console.warn(
    'LOW_MEMORY=true precisa do Node 22.15 ou mais novo no Linux (ou de node --optimize-for-size scripts/start.mjs): o servidor segue com as configurações padrão.',
  );
}
