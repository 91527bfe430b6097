#!/usr/bin/env bash
# Serves a built site with deploy/nginx.conf, in the foreground, without root:
#
#   deploy/nginx-local.sh DIST_DIR PORT [API_ORIGIN]
#
# DIST_DIR     the output of `npm run build` (dist/)
# PORT         listens on 127.0.0.1:PORT
# API_ORIGIN   where /api/ is proxied (e.g. http://127.0.0.1:8000); without it /api/ answers 503
#
# Needs Debian's nginx (`apt-get install -y nginx`; brotli is used when
# libnginx-mod-http-brotli-filter is installed too). Everything nginx writes (pid,
# logs, temp files) goes to a temporary folder removed on exit. Stops on SIGTERM/SIGINT.
# Run as root, nginx's workers run as nobody (NGINX_USER names another user); the script
# stops at once, saying why, when they could not read DIST_DIR. NGINX_ERROR_LOG keeps nginx's
# error log at that path (by default it goes with the temporary folder).
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 DIST_DIR PORT [API_ORIGIN]" >&2
  exit 64
fi
dist="$(cd "$1" 2>/dev/null && pwd || realpath -m "$1")"
port="$2"
api_origin="${3:-}"
here="$(cd "$(dirname "$0")" && pwd)"
# Run as root, nginx starts its workers as an unprivileged user (nobody, or NGINX_USER), and a build
# under a private directory (a checkout in /root, say) answers 403 or 500 to every request. Say so now.
worker_user=""
if [ "$(id -u)" -eq 0 ]; then worker_user="${NGINX_USER:-nobody}"; fi
can_read() {
  if [ -n "$worker_user" ] && [ "$worker_user" != root ]; then runuser -u "$worker_user" -- test "$@"; else test "$@"; fi
}
blocked=""
probe=""
IFS=/ read -ra parts <<< "${dist#/}"
for part in "${parts[@]}"; do
  probe="$probe/$part"
  if ! can_read -x "$probe"; then blocked="$probe"; break; fi
done
if [ -z "$blocked" ] && [ -e "$dist/index.html" ] && ! can_read -r "$dist/index.html"; then blocked="$dist/index.html"; fi
if [ -n "$blocked" ]; then
  who="${worker_user:-$(id -un)}"
  echo "nginx-local: nginx's workers run as '$who' and cannot read $dist ($blocked is closed to them), so every page would answer 403 or 500." >&2
  echo "  Fix: open the way (chmod o+x on $blocked and every folder above the build, o+r on its files), build into a readable folder, or, as root, run the workers as the build's owner: NGINX_USER=\$(stat -c %U <build>)" >&2
  exit 77
fi

nginx_bin="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"

if [ ! -x "$nginx_bin" ]; then
  echo "nginx not found: apt-get install -y nginx" >&2
  exit 69
fi
if [ ! -f "$dist/.deploy/security-headers.conf" ]; then
  echo "$dist has no .deploy/security-headers.conf: build it with npm run build first" >&2
  exit 66
fi
if ! [[ "$port" =~ ^[0-9]+$ ]]; then
  echo "PORT must be a number" >&2
  exit 64
fi
if [ -n "$api_origin" ] && ! [[ "$api_origin" =~ ^https?://[^/[:space:]]+/?$ ]]; then
  echo "API_ORIGIN must be an origin such as http://127.0.0.1:8000" >&2
  exit 64
fi

user_line=""
if [ -n "$worker_user" ]; then user_line="user $worker_user $(id -gn "$worker_user");"; fi

work="$(mktemp -d "${TMPDIR:-/tmp}/nginx-local.XXXXXX")"
cleanup() { rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$work/logs" "$work/temp"

if [ -n "$api_origin" ]; then
  api_proxy="proxy_pass ${api_origin%/};"
else
  api_proxy="return 503;"
fi

modules=""
brotli=""
for module in /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so /usr/lib/nginx/modules/ngx_http_brotli_static_module.so; do
  if [ -f "$module" ]; then modules+="load_module $module;"$'\n'; fi
done
if [ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; then
  brotli="brotli on; brotli_comp_level 5; brotli_types text/css application/javascript text/javascript application/json application/xml image/svg+xml text/plain application/manifest+json;"
fi

sed -e "s#__LISTEN__#127.0.0.1:$port#" -e "s#__DIST__#$dist#g" -e "s#__API_PROXY__#$api_proxy#" "$here/nginx.conf" > "$work/server.conf"

cat > "$work/nginx.conf" <<CONF
${modules}
${user_line}
worker_processes 1;
pid $work/nginx.pid;
error_log ${NGINX_ERROR_LOG:-$work/logs/error.log} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path $work/temp/body;
  proxy_temp_path $work/temp/proxy;
  fastcgi_temp_path $work/temp/fastcgi;
  uwsgi_temp_path $work/temp/uwsgi;
  scgi_temp_path $work/temp/scgi;
  ${brotli}
  include $work/server.conf;
}
CONF

"$nginx_bin" -t -q -p "$work" -c "$work/nginx.conf"
echo "Serving $dist on http://127.0.0.1:$port/${api_origin:+ (API: $api_origin)}"
"$nginx_bin" -p "$work" -c "$work/nginx.conf" -g 'daemon off;' &
child=$!
stop() { kill -QUIT "$child" 2>/dev/null || true; }
trap 'stop; wait "$child" 2>/dev/null; cleanup' TERM INT
wait "$child"
