// Vite's preload helper adds one modulepreload link per module a screen needs, all in the task
// that starts the screen's import, and a link costs the browser 0.13-0.3 ms to take in on a
// computer here (four times that on a phone): the QR studio's hundred made that task 218 ms long
// on a 4x slower CPU, all of it blocking.

/** 16 in a task still took 56 ms on the 4x slower CPU. */
const LINKS_PER_TASK = 8;

/**
 * Runs `start` (a screen's dynamic import) with the modulepreload links it adds held back, then
 * adds them a batch per task, so that no task gets long. The import itself starts at once (the
 * browser finds the first modules by itself); the links only fetch the deeper ones ahead of
 * their turn.
 */
export function withPreloadLinksInBatches<T>(start: () => T): T {
  const head = document.head;
  const held: Node[] = [];
  const append = head.appendChild;
  const ownAppend = Object.hasOwn(head, 'appendChild');
  head.appendChild = function <N extends Node>(this: HTMLHeadElement, node: N): N {
    if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
      held.push(node);
      return node;
    }
    return append.call(this, node) as N;
  };
  try {
    return start();
  } finally {
    // Back to the prototype's method (or to what was there before).
    if (ownAppend) head.appendChild = append;
    else delete (head as Partial<Pick<HTMLHeadElement, 'appendChild'>>).appendChild;
    const addBatch = () => {
      const fragment = document.createDocumentFragment();
      fragment.append(...held.splice(0, LINKS_PER_TASK));
      head.appendChild(fragment);
      if (held.length > 0) setTimeout(addBatch, 0);
    };
    if (held.length > 0) setTimeout(addBatch, 0);
  }
}
