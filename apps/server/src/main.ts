// The self-hosted server command. Filled by the self-hosted stack (packages/server).
import '@qrlink/server';

console.log('qrlink server: not built yet');
