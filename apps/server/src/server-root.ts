import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's directory (apps/server), found from this module's location: the same from the
 * TypeScript sources (src/) and from the compiled bundle (dist/), so files beside the code — the SQL
 * migrations, the built web app — are found either way.
 */
function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/server not found above ${start}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
