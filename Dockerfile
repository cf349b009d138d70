# syntax=docker/dockerfile:1
# One image for the API, the worker and the admin CLI (same image, different command).
# Node 20, the major the project targets (package.json engines: >=20.19; README).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
USER node
# 3000: the API (PORT). 3001: the worker's /metrics and /health/* when WORKER_HTTP_PORT=3001.
EXPOSE 3000 3001
# No HEALTHCHECK in the image: the API and the worker answer on different ports, so each service
# declares its own probe (docker-compose.yml healthcheck, Kubernetes liveness/readiness probes).
CMD ["node", "dist/main.js"]
