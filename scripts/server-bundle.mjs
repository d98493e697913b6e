// The self-hosted server as one JavaScript file (esbuild), which `npm start` runs instead of
// compiling about 200 TypeScript modules through tsx at every start: a start on an existing data
// directory took 5.8-6.7 CPU-seconds that way and 4.0-4.8 from the bundle (scripts/start.mjs).
// Only our own code is bundled; every package stays an import of node_modules, so the bundle
// lives inside the repository, where Node finds them.
//   node scripts/server-bundle.mjs ENTRY.ts   run a TypeScript program the same way (the e2e
//   servers, playwright.config.ts), its bundle kept in node_modules/.cache/qrlink-bundles
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Bare imports (packages) stay imports, except our workspaces, whose TypeScript is bundled. In
 * our files, `import.meta.url` (and `.filename`, `.dirname`) is the source file's own, so the
 * paths the server builds from it (the migrations, the web build, the geo-IP database) still
 * point where they did.
 */
const ownCodeOnly = {
  name: 'own-code-only',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@qrlink/') ? undefined : { path: args.path, external: true },
    );
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const own = {
        url: pathToFileURL(args.path).href,
        filename: args.path,
        dirname: dirname(args.path),
      };
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replace(/\bimport\.meta\.(url|filename|dirname)\b/g, (_, key) =>
          JSON.stringify(own[key]),
        ),
        loader: 'ts',
      };
    });
  },
};

/** The source files the bundle at `outfile` was made from (written beside it). */
const inputsFile = (outfile) => `${outfile}.inputs.json`;

/** True when the bundle is missing or one of its sources changed (or vanished) since. */
export function serverBundleStale(outfile) {
  if (!existsSync(outfile) || !existsSync(inputsFile(outfile))) return true;
  const builtAt = statSync(outfile).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile(outfile), 'utf8'));
  return inputs.some((path) => !existsSync(path) || statSync(path).mtimeMs > builtAt);
}

/**
 * Bundles `entry` into `outfile`. Written to a temporary name and renamed: servers started at
 * the same moment (the tests start several) each read a whole bundle, old or new.
 */
async function buildServerBundle(entry, outfile) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    write: false,
    metafile: true,
    sourcemap: 'linked',
    plugins: [ownCodeOnly],
    logLevel: 'error',
  });
  mkdirSync(dirname(outfile), { recursive: true });
  const unique = `${process.pid}-${Date.now()}`;
  for (const file of result.outputFiles) {
    writeFileSync(`${file.path}.${unique}`, file.contents);
    renameSync(`${file.path}.${unique}`, file.path);
  }
  const inputs = Object.keys(result.metafile.inputs).map((path) => resolve(path));
  writeFileSync(`${inputsFile(outfile)}.${unique}`, JSON.stringify(inputs));
  renameSync(`${inputsFile(outfile)}.${unique}`, inputsFile(outfile));
}

/** Builds `outfile` from `entry` unless it is up to date; returns whether it built. */
export async function ensureServerBundle(entry, outfile) {
  if (!serverBundleStale(outfile)) return false;
  await buildServerBundle(entry, outfile);
  return true;
}

/**
 * Brings the bundle up to date and runs it in this process (signals reach the program itself),
 * its stack traces naming the TypeScript sources through the bundle's source map.
 */
export async function runServerBundle(entry, outfile) {
  await ensureServerBundle(entry, outfile);
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(outfile).href);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const entry = process.argv[2];
  if (!entry) {
    console.error('uso: node scripts/server-bundle.mjs PROGRAMA.ts');
    process.exit(2);
  }
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const name = relative(root, resolve(entry)).replace(/\.ts$/, '').replaceAll(/[\\/]/g, '-');
  const outfile = join(root, 'node_modules/.cache/qrlink-bundles', `${name}.mjs`);
  await runServerBundle(resolve(entry), outfile);
}
