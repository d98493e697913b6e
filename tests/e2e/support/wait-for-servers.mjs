// The last webServer of playwright.config.ts: Playwright starts its webServers one after
// another, each once the one before answers, so the suite's three servers (about 7 s each here)
// were ready 23.7 s after the start. They now start without a readiness check, all at once, and
// this process is the check: it prints "servers ready" once every address given as an argument
// answers, and fails when one does not within the time allowed.
import { setTimeout as sleep } from 'node:timers/promises';

const urls = process.argv.slice(2);
// Playwright's own limit for this webServer (playwright.config.ts) is the same.
const deadline = Date.now() + 180_000;

async function answers(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

const pending = new Set(urls);
while (pending.size > 0) {
  if (Date.now() > deadline) {
    console.error(`no answer from ${[...pending].join(', ')}`);
    process.exit(1);
  }
  for (const url of pending) if (await answers(url)) pending.delete(url);
  if (pending.size > 0) await sleep(100);
}
console.log('servers ready');
// Playwright stops the webServers when the run ends; until then there is nothing left to do.
setInterval(() => {}, 60_000);
