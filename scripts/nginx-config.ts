// `npm run nginx:config -- --listen 80 --app 127.0.0.1:3001 --app 127.0.0.1:3002 --prefix /var/lib/broadsheet-nginx`
// prints an nginx configuration for Broadsheet behind nginx (docs/deployment.md), from
// deploy/nginx/broadsheet.conf.template.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface NginxOptions {
  /** What nginx listens on: a port, or address:port. */
  listen: string;
  /** The app processes, as host:port. */
  apps: readonly string[];
  /** nginx's own folder: pid, error log and temporary files. */
  prefix: string;
  /** Where the micro-cache keeps its files (default: <prefix>/cache). */
  cacheDir?: string;
}

const TEMPLATE = path.resolve(import.meta.dirname, '../deploy/nginx/broadsheet.conf.template');
const SAFE = /^[A-Za-z0-9_./:[\]-]+$/;

export function renderNginxConfig({ listen, apps, prefix, cacheDir }: NginxOptions): string {
  if (apps.length === 0) throw new Error('name at least one app process with --app host:port');
  for (const value of [listen, prefix, cacheDir ?? '', ...apps]) {
    if (value && !SAFE.test(value)) throw new Error(`not a plain address or path: ${value}`);
  }
  const fields: Record<string, string> = {
    LISTEN: listen,
    PREFIX: prefix,
    CACHE_DIR: cacheDir ?? path.join(prefix, 'cache'),
    UPSTREAMS: apps.map((app) => `    server ${app} max_fails=3 fail_timeout=5s;`).join('\n'),
  };
  return readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    const value = fields[name];
    if (value === undefined) throw new Error(`the template names an unknown field {{${name}}}`);
    return value;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      app: { type: 'string', multiple: true, default: [] },
      prefix: { type: 'string', default: '/var/lib/broadsheet-nginx' },
      cache: { type: 'string' },
    },
  });
  process.stdout.write(
    renderNginxConfig({
      listen: values.listen,
      apps: values.app,
      prefix: values.prefix,
      ...(values.cache ? { cacheDir: values.cache } : {}),
    }),
  );
}
