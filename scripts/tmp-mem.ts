import { measureServerMemory, printServerMemory } from './bench-server-memory';
const secs = Number(process.env.SECS ?? 30);
const a = await measureServerMemory(secs, { LOW_MEMORY: 'false' });
printServerMemory(a, await measureServerMemory(secs, { LOW_MEMORY: 'true' }));
