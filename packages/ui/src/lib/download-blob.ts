// Browser download of in-memory content: a temporary object URL clicked through an anchor.
// Every free tool downloads this way so nothing goes through a server.

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next tick: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
