# The API (NestJS GraphQL + REST), serving the built web app. Used by docker-compose.yml.
FROM node:24-slim AS build
WORKDIR /app
# Manifests first: the dependency layer is reused until a package.json or the lockfile changes.
# (`npm install`, not `npm ci`: the lockfile lacks some platforms' optional binaries.)
COPY package.json package-lock.json tsconfig.json .swcrc ./
COPY domain/package.json domain/
COPY ui-kit/package.json ui-kit/
COPY workflows/package.json workflows/
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY client/package.json client/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
# The server only: migrations run once before the replicas start (compose's `migrate` service:
# node api/dist/cli/migrate.js, then api/dist/cli/seed.js for demo data).
CMD ["node", "api/dist/main.js"]
