/**
 * The self-hosted server command (`npm start` runs it bundled by esbuild, see scripts/start.mjs).
 *   --demo   fill the data directory (default ./.data-demo) with a demo account and data.
 * Configuration comes from the environment (see packages/server/src/config.ts).
 * SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the database, exit 0.
 */
import { ConfigError, loadConfig } from '@qrlink/server/config';
import { DataDirLockedError } from '@qrlink/server/db/data-dir-lock';
import { seedDemo } from '@qrlink/server/demo/seed-demo';
import { startServer, type RunningServer } from '@qrlink/server/start-server';

const demo = process.argv.includes('--demo');
const print = (line: string) => console.log(line);

async function main(): Promise<RunningServer> {
  const env =
    demo && !process.env.DATA_DIR ? { ...process.env, DATA_DIR: './.data-demo' } : process.env;
  const config = loadConfig(env);
  return startServer(config, {
    print,
    beforeListen: demo
      ? async (db) => {
          const summary = await seedDemo(db, config.jwtSecret);
          if (summary.created) {
            print(
              `Demonstração: ${summary.scans} scans e ${summary.clicks} cliques gerados nos últimos 60 dias.`,
            );
          }
          print(`Conta de demonstração: ${summary.email} / senha: ${summary.password}`);
        }
      : undefined,
  });
}

function handleSignals(server: RunningServer) {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      print('Encerrando à força.');
      process.exit(1);
    }
    stopping = true;
    print(`${signal} recebido: terminando as requisições em andamento e fechando o banco...`);
    server
      .stop()
      .then(() => {
        print('Servidor encerrado.');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('Falha ao encerrar:', error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().then(handleSignals, (error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Falha ao iniciar o servidor:', error);
  }
  process.exit(1);
});
