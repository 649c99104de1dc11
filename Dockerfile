# Production image of Tendermark: the server compiled to JavaScript (apps/server/dist, run by plain
# `node`, no TypeScript compiled at start-up) and the built web app it serves, on Node 24 LTS.
# Build: docker build -t tendermark .   Run: see docker-compose.yml.
# Node 22 LTS works too (README, Requirements): --build-arg NODE_IMAGE=node:22-slim.
ARG NODE_IMAGE=node:24-slim

# 1. Dependencies of every workspace, from the lockfile.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# bench is a workspace too; its manifest is enough for `npm ci` to accept the lockfile.
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

# 2. The web app and the server built once; then every development-only package removed.
FROM deps AS build
# Read by the web build (README, Configuration): the map tile server and its attribution.
ARG VITE_MAP_TILE_URL
ARG VITE_MAP_TILE_ATTRIBUTION
COPY . .
RUN node scripts/build-web.mjs --force \
  && node scripts/build-server.mjs --force \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf apps/web/node_modules/.vite node_modules/.cache

# 3. The runtime: the compiled server, production packages and apps/web/dist, run as the
# unprivileged `node` user. The TypeScript sources stay for the maintenance scripts
# (`npm run import:ocds`, `npm run mail:outbox`), which still run through tsx.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# As `npm start` and apps/server's `start:prod` run it (README, Run it); no npm in between, so
# that the server itself receives the container's SIGTERM (compose adds an init process).
CMD ["node", "--max-semi-space-size=64", "apps/server/dist/main.js"]
