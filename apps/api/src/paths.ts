import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, whether the server runs from src/ (tests, tsx) or from the bundle in dist/. */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the api package (its drizzle/ folder)');
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const IMAGES_DIR = path.join(API_ROOT, 'assets', 'images');
export const WEB_DIST_DIR = path.resolve(API_ROOT, '../web/dist');
