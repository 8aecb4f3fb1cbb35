# syntax=docker/dockerfile:1
# Parrilla's production image (README, "Production"): a build stage installs every dependency,
# compiles the server and the web app, then drops the development dependencies; the final stage
# holds only what runs, as the unprivileged `node` user. docs/adr/0020.
# Node 22 LTS, not 24: better-sqlite3 12 (kept for Node 20) aborts on Node 24 (docs/adr/0020).

FROM node:22-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 is a native module: compiled here when no prebuilt binary fits.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
ENV NODE_ENV=production \
  DATA_DIR=/data \
  PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
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
