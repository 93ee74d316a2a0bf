# The whole product in one image: API, public site and admin back office on port 3000.
# docker-compose.yml builds it once and runs it as both replicas.
# The Node major matches the runtime the project pins (package.json devDependency "node").
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY site/package.json site/
COPY admin/package.json admin/
RUN npm install --no-audit --no-fund
COPY . .
ENV ASTRO_TELEMETRY_DISABLED=1
# Build the site and the admin app, then drop the build tools (and the pinned-Node package: the
# image's own Node 24 runs the server).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24.21.0-bookworm-slim
# MALLOC_ARENA_MAX as `npm start` sets it (README, Operating notes: memory).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data ASTRO_TELEMETRY_DISABLED=1 MALLOC_ARENA_MAX=2
WORKDIR /app
# The code stays root's (read-only to the server); only DATA_DIR is the server's to write.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same V8 flags as `npm start` (README, Operating notes: memory).
CMD ["node", "--liftoff-only", "--no-allocation-site-pretenuring", "--max-semi-space-size=1", "--max-old-space-size=384", "server/dist/code/main.js"]
