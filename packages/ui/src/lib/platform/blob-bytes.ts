// A Blob's bytes. FileReader as well as Blob.arrayBuffer(): older browsers have only the former.
export async function blobBytes(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('blob unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}
