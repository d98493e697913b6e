/**
 * The public pages the web build rendered to HTML (apps/web/hosting/prerendered-pages.ts): each
 * is `prerendered/<path>.html` in the build, `/` being `prerendered/index.html`.
 */
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

const FOLDER = 'prerendered';

/** Each prerendered page of the build in `distDir`: its path and its file there. */
export function prerenderedPages(distDir: string): Array<{ path: string; file: string }> {
  let files: string[];
  try {
    files = readdirSync(join(distDir, FOLDER), { recursive: true, encoding: 'utf8' });
  } catch {
    return []; // a build without them (an older one): the app draws every page
  }
  return files
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const name = file.slice(0, -'.html'.length);
      return { path: name === 'index' ? '/' : `/${name}`, file: `${FOLDER}/${file}` };
    });
}
