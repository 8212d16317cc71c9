// The nginx configuration of the shared cache in front of N server processes (deploy/nginx/README.md).
// Plain ESM with Node built-ins only: operators run it with `node`, nothing installed.
//
//   node deploy/nginx/render-config.mjs settings.json > nginx.conf
//
// What is cached, and under which key, is decided here and in purger.mjs together (pageKeyVariants).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Debian's libnginx-mod-http-cache-purge puts the module. */
export const DEBIAN_CACHE_PURGE_MODULE = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';

/** The cache zone's name (purger.mjs purges in it). */
export const CACHE_ZONE = 'pages';

/**
 * The consent values a page is cached under: none (or anything unreadable, which the site treats as
 * none: the banner), and the four choices `v1.s{0,1}.m{0,1}` (block-kit's consent storage).
 */
export const CONSENT_VARIANTS = ['', 'v1.s0.m0', 'v1.s0.m1', 'v1.s1.m0', 'v1.s1.m1'];

/**
 * The encodings a page is cached in: what the server answers for br, for gzip and for neither (asked
 * with `Accept-Encoding: identity`). Never empty: a key does not end in a space, which a header (the
 * purger's X-Purge-Key) would lose.
 */
export const ENCODING_VARIANTS = ['br', 'gzip', 'identity'];

/**
 * The cache key of a page: `{brand} {request uri} #{consent} {encoding}`. `$request_uri` is the address
 * as the browser sent it, query included, which the server records and purges by. Everything after `#`
 * is the variant: the consent choice changes the page; the encoding stands in for `Vary:
 * Accept-Encoding` (below). A page's variants all start with `{brand} {uri} #`, a brand's with `{brand} `.
 */
export function pageKey(brand, requestUri, consent, encoding) {
  return `${brand} ${requestUri} #${consent} ${encoding}`;
}

/** Every key a page of `brand` at `requestUri` may be cached under: what one page purge removes. */
export function pageKeyVariants(brand, requestUri) {
  return CONSENT_VARIANTS.flatMap((consent) =>
    ENCODING_VARIANTS.map((encoding) => pageKey(brand, requestUri, consent, encoding)),
  );
}

/** The unix sockets between nginx and the purger, in the prefix folder. */
export function socketsOf(prefixDir) {
  return {
    /** The purger listens here; nginx's purge listener passes each PURGE on to it. */
    purger: path.join(prefixDir, 'purger.sock'),
    /** nginx listens here with the cache-purge module: one exact key per request (X-Purge-Key). */
    purgeKey: path.join(prefixDir, 'purge-key.sock'),
  };
}

/** `8081` or `'0.0.0.0:8081'` or `'127.0.0.1:8081'`: a listen address (a bare port listens on loopback). */
function listenAddress(listen) {
  return typeof listen === 'number' || /^\d+$/.test(String(listen)) ? `127.0.0.1:${listen}` : String(listen);
}

/** `http://10.0.0.5:4001` or `10.0.0.5:4001`: an upstream server's `host:port`. */
function upstreamAddress(origin) {
  const text = String(origin);
  if (!/^[a-z]+:\/\//i.test(text)) return text;
  const url = new URL(text);
  if (url.protocol !== 'http:') throw new Error(`upstream ${text}: the server processes speak plain http`);
  return url.host;
}

/** nginx quotes: a value with a space, a quote or a semicolon. */
function quote(value) {
  return `"${String(value).replace(/["\\]/g, '\\$&')}"`;
}

/**
 * The settings (also the JSON file the CLI and purger.mjs read):
 * - `prefixDir`: pid, logs, temporary files and the two sockets (must exist, writable by nginx);
 * - `cacheDir`: the cache (created by nginx);
 * - `brands`: per brand id `{ listen, upstreams, serverName?, tls? }`: `listen` a port (on loopback) or
 *   `address:port`; `upstreams` the server processes' brand origins (`http://host:port`, PORT_BASE + the
 *   brand's offset); `tls` `{ certificate, certificateKey }` ends TLS here;
 * - `purge`: `{ listen, allow }`: the purge listener (a port on loopback, or `address:port`) and the
 *   addresses that may purge (default `['127.0.0.1', '::1']`);
 * - `modulePath` (default Debian's), `daemon` (default true; false when a test or a service manager runs
 *   it in the foreground), `workerProcesses` (default `auto`), `user` (workers' user when started as
 *   root), `cacheMaxSize` (default `1g`), `staleSeconds` (how long an entry is kept unused, so it can still
 *   be served stale when every process is down; default a day, the pages' stale-if-error);
 * - `forwardedProto`: what X-Forwarded-Proto says (default nginx's `$scheme`; `https` when TLS ends in front);
 * - `upstreamLog` (true: `upstream.log` in the prefix lists every request that reached a server process);
 * - `staticFiles`: `{ location, dir, headers? }`: files served by nginx itself on every brand port, with
 *   `headers` (`[name, value]` pairs) added (the bench's
 *   comparison);
 * - `accessLog` (default true).
 */
export function renderNginxConfig(settings) {
  const prefix = path.resolve(settings.prefixDir);
  const cacheDir = path.resolve(settings.cacheDir);
  const sockets = socketsOf(prefix);
  const modulePath = settings.modulePath ?? DEBIAN_CACHE_PURGE_MODULE;
  const purge = settings.purge ?? {};
  const allow = purge.allow ?? ['127.0.0.1', '::1'];
  const forwardedProto = settings.forwardedProto ?? '$scheme';
  const brands = Object.entries(settings.brands ?? {});
  if (brands.length === 0) throw new Error('settings.brands names no brand');
  for (const [brand, site] of brands) {
    if (!/^[a-z0-9-]+$/.test(brand)) throw new Error(`brand id ${brand}: lower-case letters, digits, '-'`);
    if (!site.upstreams?.length) throw new Error(`brand ${brand}: no upstreams`);
    if (site.listen === undefined) throw new Error(`brand ${brand}: no listen port`);
  }
  if (purge.listen === undefined) throw new Error('settings.purge.listen is missing');

  const proxyHeaders = (encoding) => [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    `proxy_set_header X-Forwarded-Proto ${forwardedProto};`,
    ...(encoding ? ['proxy_set_header Accept-Encoding $dm_encoding;'] : []),
  ];
  // What makes a location a cached one. The server's Cache-Control decides what is kept and how long
  // (s-maxage, stale-while-revalidate, stale-if-error; private, no-store and no-cache are never kept, nor is
  // an answer that sets a cookie). Only Vary is ignored: nginx would keep a file per Accept-Encoding
  // header as browsers spell it, which a purge by key cannot reach; the key holds the encoding instead,
  // as the upstream is asked for it (proxy_set_header Accept-Encoding $dm_encoding).
  const cacheLines = (key) => [
    `proxy_cache ${CACHE_ZONE};`,
    `proxy_cache_key ${quote(key)};`,
    'proxy_ignore_headers Vary;',
    'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
    'proxy_cache_background_update on;',
    'proxy_cache_lock on;',
    'proxy_cache_lock_timeout 5s;',
    'proxy_cache_revalidate on;',
  ];
  const indent = (lines, depth) => lines.map((line) => (line ? `${'  '.repeat(depth)}${line}` : line));

  const upstreamBlocks = brands.flatMap(([brand, site]) => [
    `upstream dm_${brand.replace(/-/g, '_')} {`,
    ...indent(
      [
        ...site.upstreams.map((origin) => `server ${upstreamAddress(origin)} max_fails=1 fail_timeout=5s;`),
        'keepalive 32;',
      ],
      1,
    ),
    '}',
    '',
  ]);

  const staticLocation = settings.staticFiles
    ? [
        `location ${settings.staticFiles.location} {`,
        ...indent(
          [
            `alias ${path.resolve(settings.staticFiles.dir)}/;`,
            'default_type text/html;',
            // Headers to send as well (the bench: the same answer as the cached page's), then the
            // cache status, which a location with headers of its own no longer inherits.
            ...(settings.staticFiles.headers ?? []).map(([name, value]) => {
              if (!/^[A-Za-z0-9-]+$/.test(name) || /[$\r\n]/.test(value)) {
                throw new Error(`staticFiles header ${name}: not a plain name and value`);
              }
              return `add_header ${name} ${quote(value)} always;`;
            }),
            ...(settings.staticFiles.headers?.length
              ? ['etag off;', 'add_header X-Cache-Status $upstream_cache_status always;']
              : []),
          ],
          1,
        ),
        '}',
      ]
    : [];

  const brandServers = brands.flatMap(([brand, site]) => {
    const upstream = `http://dm_${brand.replace(/-/g, '_')}`;
    const tls = site.tls
      ? [
          `ssl_certificate ${site.tls.certificate};`,
          `ssl_certificate_key ${site.tls.certificateKey};`,
          'ssl_protocols TLSv1.2 TLSv1.3;',
        ]
      : [];
    return [
      `# ${brand}`,
      'server {',
      ...indent(
        [
          `listen ${listenAddress(site.listen)}${site.tls ? ' ssl http2' : ''};`,
          `server_name ${site.serverName ?? '_'};`,
          ...tls,
          // How each answer was served: HIT, MISS, EXPIRED, STALE, UPDATING, REVALIDATED or BYPASS
          // (empty, so absent, where nothing is cached: the API).
          'add_header X-Cache-Status $upstream_cache_status always;',
          'client_max_body_size 12m;',
          ...(settings.accessLog === false
            ? []
            : [`access_log ${path.join(prefix, 'access.log')} dm_cache;`]),
          ...(settings.upstreamLog
            ? [
                `access_log ${path.join(prefix, 'upstream.log')} dm_upstream if=$upstream_addr;`,
                // The background updates of stale pages are subrequests: logged too.
                'log_subrequest on;',
              ]
            : []),
          'proxy_connect_timeout 2s;',
          'proxy_send_timeout 15s;',
          'proxy_read_timeout 15s;',
          // A process that is down, stopping (503) or unreachable: the next one takes the request (only
          // idempotent ones: a POST is never sent twice).
          'proxy_next_upstream error timeout http_502 http_503 http_504;',
          '',
          '# The API: never cached here (its answers are personal or carry their own short lifetimes).',
          'location /api/ {',
          ...indent([`proxy_pass ${upstream};`, ...proxyHeaders(false)], 1),
          '}',
          '',
          '# Built files: the same for everyone (public, immutable), cached per encoding.',
          'location /assets/ {',
          ...indent(
            [
              `proxy_pass ${upstream};`,
              ...proxyHeaders(true),
              ...cacheLines(`${brand} $request_uri #- $dm_encoding`),
            ],
            1,
          ),
          '}',
          '',
          '# Pages: kept when the server says public (anonymous documents), per consent choice and',
          '# encoding; a visitor with a session, a learner or a sign-in in progress skips the cache.',
          'location / {',
          ...indent(
            [
              `proxy_pass ${upstream};`,
              ...proxyHeaders(true),
              ...cacheLines(`${pageKey(brand, '$request_uri', '$dm_consent', '$dm_encoding')}`),
              'proxy_cache_bypass $dm_personal $http_authorization;',
              'proxy_no_cache $dm_personal $http_authorization;',
            ],
            1,
          ),
          '}',
          ...(staticLocation.length ? ['', ...staticLocation] : []),
        ],
        1,
      ),
      '}',
      '',
    ];
  });

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const user = settings.user ?? (isRoot && settings.daemon === false ? 'root' : undefined);
  const lines = [
    '# Generated by deploy/nginx/render-config.mjs: change the settings and generate again.',
    `load_module ${modulePath};`,
    ...(settings.daemon === false ? ['daemon off;'] : []),
    ...(user ? [`user ${user};`] : []),
    `worker_processes ${settings.workerProcesses ?? 'auto'};`,
    // The maps below are regular expressions, matched on every request (Debian builds with JIT).
    'pcre_jit on;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    '',
    'events {',
    '  worker_connections 4096;',
    '}',
    '',
    'http {',
    ...indent(
      [
        'server_tokens off;',
        'sendfile on;',
        'tcp_nopush on;',
        'keepalive_timeout 65s;',
        'keepalive_requests 100000;',
        'default_type application/octet-stream;',
        `client_body_temp_path ${path.join(prefix, 'body_temp')};`,
        `proxy_temp_path ${path.join(prefix, 'proxy_temp')};`,
        `fastcgi_temp_path ${path.join(prefix, 'fastcgi_temp')};`,
        `uwsgi_temp_path ${path.join(prefix, 'uwsgi_temp')};`,
        `scgi_temp_path ${path.join(prefix, 'scgi_temp')};`,
        '',
        'log_format dm_cache \'$remote_addr [$time_local] "$request" $status $body_bytes_sent \'',
        "                    'cache=$upstream_cache_status upstream=$upstream_addr $request_time';",
        'log_format dm_upstream \'$msec $server_port "$request" $status $upstream_addr $upstream_status\';',
        settings.accessLog === false
          ? 'access_log off;'
          : `access_log ${path.join(prefix, 'access.log')} dm_cache;`,
        '',
        // Kept up to `inactive` without a request: that long a page can be served stale when every
        // process is down (proxy_cache_use_stale error); the pages' stale-if-error is a day.
        `proxy_cache_path ${cacheDir} levels=1:2 keys_zone=${CACHE_ZONE}:20m max_size=${settings.cacheMaxSize ?? '1g'} inactive=${settings.staleSeconds ?? 86400}s;`,
        '',
        "# A cookie that makes a page the visitor's own (__Host- on https): no cache, never kept.",
        'map $http_cookie $dm_personal {',
        '  default 0;',
        '  "~(?:^|;)\\s*(?:__Host-)?(?:dm_session|dm_learner|dm_link_requested)=[^;\\s]" 1;',
        '}',
        '# The cookie choice changes the page (banner, videos): part of the key, as the site reads it.',
        '# dm_csrf and dm_signed_in change nothing and are not part of it.',
        'map $cookie_dm_cookie_consent $dm_consent {',
        '  default "";',
        '  "~^v1\\.s[01]\\.m[01]$" $cookie_dm_cookie_consent;',
        '}',
        '# The encoding the server answers in for this Accept-Encoding (br before gzip, as it chooses).',
        'map $http_accept_encoding $dm_encoding {',
        '  default identity;',
        '  "~*\\bbr\\b" br;',
        '  "~*\\bgzip\\b" gzip;',
        '}',
        '',
        ...upstreamBlocks,
        ...brandServers,
        '# Purge: PURGE /{brand}{path} (every variant of that page) and PURGE /{brand}/* (every page of',
        '# the brand), passed on to the purger (purger.mjs), which removes the keys through the module below.',
        'server {',
        ...indent(
          [
            `listen ${listenAddress(purge.listen)};`,
            ...allow.map((address) => `allow ${address};`),
            'deny all;',
            'location / {',
            '  if ($request_method != PURGE) {',
            '    return 405;',
            '  }',
            `  proxy_pass http://unix:${sockets.purger};`,
            '  proxy_http_version 1.1;',
            '  proxy_set_header Connection "";',
            '}',
          ],
          1,
        ),
        '}',
        '',
        '# The cache-purge module (ngx_cache_purge 2.3: exact keys only), for the purger alone.',
        'server {',
        ...indent(
          [
            `listen unix:${sockets.purgeKey};`,
            'location / {',
            `  proxy_cache_purge ${CACHE_ZONE} $http_x_purge_key;`,
            '}',
          ],
          1,
        ),
        '}',
      ],
      1,
    ),
    '}',
    '',
  ];
  return lines.join('\n');
}

/** Reads a settings file (JSON); relative folders are taken from the file's own folder. */
export function readSettings(file) {
  const settings = JSON.parse(readFileSync(file, 'utf8'));
  const base = path.dirname(path.resolve(file));
  return {
    ...settings,
    prefixDir: path.resolve(base, settings.prefixDir),
    cacheDir: path.resolve(base, settings.cacheDir),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node deploy/nginx/render-config.mjs settings.json > nginx.conf');
    process.exit(2);
  }
  process.stdout.write(renderNginxConfig(readSettings(file)));
}
