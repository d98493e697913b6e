// Our one lint rule of our own, loaded by oxlint as a JS plugin (.oxlintrc.json): workspace
// boundaries. Code outside a workspace (tests/, scripts/, the other workspaces) reaches a
// workspace's sources through its package (`@qrlink/server/db/database`, resolved by the
// `exports` map of its package.json), never by a relative path into its folder. Imports of the
// repository's own root files (its scripts/) are not a workspace's and stay allowed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The folder of the nearest package.json at or above `dir`, or null. */
function packageFolder(dir) {
  for (let folder = dir; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) return null;
  }
}

/** Whether `folder`'s package.json is the repository's (it lists the workspaces). */
function isRepositoryRoot(folder) {
  return 'workspaces' in JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
}

const noRelativePackages = {
  create(context) {
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const importer = dirname(context.filename);
      const own = packageFolder(importer);
      const target = packageFolder(dirname(resolve(importer, specifier)));
      if (!own || !target || own === target || isRepositoryRoot(target)) return;
      context.report({
        node,
        message: `'${specifier}' reaches into another workspace by its path: import it through its package.`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default {
  meta: { name: 'qrlink' },
  rules: { 'no-relative-packages': noRelativePackages },
};
