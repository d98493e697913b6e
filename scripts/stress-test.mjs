// `npm run test:stress`: the component and integration tests while a CPU burner keeps every core
// busy, as a CI machine shared with other work is. A test that passes only on an idle machine
// (a real timeout where a condition should be awaited) fails here. Extra arguments go to vitest.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const BURN = 'for (;;) {}';
const burners = Array.from({ length: availableParallelism() }, () =>
  spawn(process.execPath, ['-e', BURN], { stdio: 'ignore' }),
);
const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(130));
}

console.log(`${burners.length} CPU burners running; the tests share the cores with them.`);
const tests = spawn(
  'npx',
  ['vitest', 'run', '--project', 'ui', '--project', 'integration', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
tests.on('close', (code) => process.exit(code ?? 1));
