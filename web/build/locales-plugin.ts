import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The public address of the locale files: /locales/{version}/{language}/{namespace}.json (ADR 024). */
export const LOCALES_BASE = '/locales';

interface LocaleFile {
  language: string;
  namespace: string;
  file: string;
}

function localeFiles(dir: string): LocaleFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((language) =>
      readdirSync(path.join(dir, language.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({
          language: language.name,
          namespace: name.slice(0, -'.json'.length),
          file: path.join(dir, language.name, name),
        })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * Serves web/src/locales by address instead of bundling a loader per file into the first download: one version
 * (a hash of every locale file) goes into the app as `import.meta.env.VITE_LOCALES_VERSION`, the build writes each
 * file minified to /locales/{version}/{language}/{namespace}.json (cached for good: a new text is a new version),
 * and the dev server answers the same addresses from the source files.
 */
export function localesPlugin(dir: string): Plugin {
  const version = () => {
    const hash = createHash('sha256');
    for (const entry of localeFiles(dir)) hash.update(entry.file).update(readFileSync(entry.file));
    return hash.digest('hex').slice(0, 10);
  };
  return {
    name: 'tightlines-locales',
    config(_config, { command }) {
      // The dev server reads the files as they are now; the address only needs to be stable per build.
      const current = command === 'build' ? version() : 'dev';
      return { define: { 'import.meta.env.VITE_LOCALES_VERSION': JSON.stringify(current) } };
    },
    generateBundle() {
      const current = version();
      for (const entry of localeFiles(dir))
        this.emitFile({
          type: 'asset',
          fileName: `${LOCALES_BASE.slice(1)}/${current}/${entry.language}/${entry.namespace}.json`,
          source: JSON.stringify(JSON.parse(readFileSync(entry.file, 'utf8'))),
        });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/[^/]+\/([a-zA-Z-]+)\/([a-z-]+)\.json$/.exec(request.url ?? '');
        if (!match) return next();
        try {
          const body = readFileSync(path.join(dir, match[1]!, `${match[2]!}.json`));
          response.setHeader('content-type', 'application/json');
          response.end(body);
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
    },
  };
}
