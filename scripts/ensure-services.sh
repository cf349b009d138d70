#!/usr/bin/env bash
# Makes sure PostgreSQL and Redis answer on the addresses of DATABASE_URL / REDIS_URL
# (defaults 127.0.0.1:5432 and 127.0.0.1:6379); starts a locally installed server that is down.
set -euo pipefail

pg_host=127.0.0.1; pg_port=5432; redis_host=127.0.0.1; redis_port=6379
if [[ -n "${DATABASE_URL:-}" ]]; then
  pg_host=$(node -e 'const u=new URL(process.argv[1]);console.log(u.hostname||"127.0.0.1")' "$DATABASE_URL")
  pg_port=$(node -e 'const u=new URL(process.argv[1]);console.log(u.port||5432)' "$DATABASE_URL")
fi
if [[ -n "${REDIS_URL:-}" ]]; then
  redis_host=$(node -e 'const u=new URL(process.argv[1]);console.log(u.hostname||"127.0.0.1")' "$REDIS_URL")
  redis_port=$(node -e 'const u=new URL(process.argv[1]);console.log(u.port||6379)' "$REDIS_URL")
fi

answers() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

wait_for() {
  local name=$1 host=$2 port=$3
  for _ in $(seq 1 30); do answers "$host" "$port" && return 0; sleep 1; done
  echo "ensure-services: $name does not answer on $host:$port" >&2
  return 1
}

if ! answers "$pg_host" "$pg_port"; then
  echo "ensure-services: PostgreSQL is down on $pg_host:$pg_port, starting it" >&2
  if command -v pg_ctlcluster >/dev/null 2>&1 && [[ -d /etc/postgresql ]]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -n 1)" main start || true
  fi
  wait_for PostgreSQL "$pg_host" "$pg_port"
fi

if ! answers "$redis_host" "$redis_port"; then
  echo "ensure-services: Redis is down on $redis_host:$redis_port, starting it" >&2
  if command -v redis-server >/dev/null 2>&1; then
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$redis_port" --save "" --appendonly no \
      --maxmemory-policy noeviction --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
  fi
  wait_for Redis "$redis_host" "$redis_port"
fi
echo "ensure-services: PostgreSQL ($pg_host:$pg_port) and Redis ($redis_host:$redis_port) answer" >&2
