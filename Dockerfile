# syntax=docker/dockerfile:1
# Parrilla's production image (README, "Production"): a build stage installs every dependency,
# compiles the server and the web app, then drops the development dependencies; the final stage
# holds only what runs, as the unprivileged `node` user. docs/adr/0020.
# Node 24 LTS, the Node CI runs the suites on besides 20: npm ci installs better-sqlite3 13 (the optional
# dependency better-sqlite3-node22, a prebuilt Node-API binary), which the code loads on Node >= 22
# (docs/adr/0025).

FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 12 (Node 20's driver, unused on Node 24) still runs its install script, which
# compiles it here when no prebuilt binary can be downloaded.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
  DATA_DIR=/data \
  PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-server ./web/dist-server
COPY --from=build /app/cli/bin.js ./cli/bin.js
# Uploads, the mail outbox without SMTP and the SQLite file (when DATABASE_URL is unset) live here.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1: it receives SIGTERM and drains (README, "Stopping without dropping requests").
# The CLI runs as `docker compose exec app1 node cli/bin.js <command>`.
CMD ["node", "dist/server.js"]
