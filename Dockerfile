# Production image of Tendermark: the server (run by tsx, as `npm start` runs it) and the built
# web app it serves. Build: docker build -t tendermark .   Run: see docker-compose.yml.

# 1. Dependencies of every workspace, from the lockfile.
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# bench is a workspace too; its manifest is enough for `npm ci` to accept the lockfile.
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund

# 2. The web app, built once; then every development-only package removed.
FROM deps AS build
# Read by the web build (README, Configuration): the map tile server and its attribution.
ARG VITE_MAP_TILE_URL
ARG VITE_MAP_TILE_ATTRIBUTION
COPY . .
RUN npm run build -w @tendermark/web \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf apps/web/node_modules/.vite

# 3. The runtime: sources, production packages and apps/web/dist, run as the unprivileged `node` user.
FROM node:20-slim
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
CMD ["npm", "start", "-w", "@tendermark/server"]
