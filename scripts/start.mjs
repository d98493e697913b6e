// `npm start`: placeholder until the self-hosted stack lands.
console.log('QR Link: the self-hosted server is not built yet.');
