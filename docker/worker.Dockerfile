# The Temporal worker: the workflows bundle plus the API's activity providers. Used by docker-compose.yml.
FROM node:24-slim AS build
WORKDIR /app
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
# The workflows webpack-bundled once here, not by every worker at its start (WORKFLOW_BUNDLE).
RUN npm run build -w domain -w workflows -w api -w worker \
 && node worker/dist/cli/bundle-workflows.js worker/dist/workflow-bundle.js \
 && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production DATA_DIR=/data WORKFLOW_BUNDLE=/app/worker/dist/workflow-bundle.js
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
CMD ["node", "worker/dist/main.js"]
