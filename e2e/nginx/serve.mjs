// Serves out/ with nginx and the shipped configuration, for the e2e suite's nginx project:
// deploy/nginx/site.conf and the maps `npm run build` wrote, inside a throwaway server
// block that listens on a local port and keeps its pid, logs and temp files in a temp dir.
// Usage: node e2e/nginx/serve.mjs <path to nginx> <port>
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { runServer } from '../server-process.mjs'

const [nginx, port] = process.argv.slice(2)
if (!nginx || !port) throw new Error('Usage: node e2e/nginx/serve.mjs <nginx> <port>')

const root = fileURLToPath(new URL('../..', import.meta.url))
const maps = path.join(root, 'deploy/generated/nginx-maps.conf')
if (!existsSync(maps)) throw new Error(`${maps} is missing: run npm run build first`)

// The MIME types every nginx package ships beside its own configuration.
const mimeTypes = [
  '/etc/nginx/mime.types',
  '/usr/local/etc/nginx/mime.types',
  '/opt/homebrew/etc/nginx/mime.types',
].find((file) => existsSync(file))
if (!mimeTypes) throw new Error("No nginx mime.types found next to nginx's configuration")

const dir = mkdtempSync(path.join(tmpdir(), 'horizonte-nginx-'))
const quoted = (file) => JSON.stringify(file)
const config = `
# Throwaway configuration for the e2e suite; the site itself is deploy/nginx/site.conf.
worker_processes 1;
pid ${quoted(path.join(dir, 'nginx.pid'))};
error_log stderr warn;
events { worker_connections 256; }
http {
    include ${quoted(mimeTypes)};
    default_type application/octet-stream;
    access_log off;
    # The tests ask for missing files on purpose; their 404s are not errors worth a line.
    log_not_found off;
    client_body_temp_path ${quoted(path.join(dir, 'client_body'))};
    proxy_temp_path ${quoted(path.join(dir, 'proxy'))};
    fastcgi_temp_path ${quoted(path.join(dir, 'fastcgi'))};
    uwsgi_temp_path ${quoted(path.join(dir, 'uwsgi'))};
    scgi_temp_path ${quoted(path.join(dir, 'scgi'))};

    include ${quoted(maps)};

    server {
        listen 127.0.0.1:${Number(port)};
        root ${quoted(path.join(root, 'out'))};
        include ${quoted(path.join(root, 'deploy/nginx/site.conf'))};
    }
}
`
const configFile = path.join(dir, 'nginx.conf')
writeFileSync(configFile, config)

// nginx finishes its requests and exits on SIGQUIT.
runServer(nginx, ['-p', dir, '-e', 'stderr', '-c', configFile, '-g', 'daemon off;'], {
  scratch: dir,
  stopSignal: 'SIGQUIT',
})
