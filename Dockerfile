# Two stages: `build` compiles the web app (vite) and the server (tsc -> dist-server) with every
# dependency; `app`, the production image, holds production dependencies and compiled JavaScript
# only and runs as the unprivileged `node` user. `e2e` adds Debian's Chromium for the Playwright suite.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build && npm run build:server

FROM node:24-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/.data
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY migrations ./migrations
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "dist-server/api/main.js"]

FROM build AS e2e
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
ENV CHROME_PATH=/usr/bin/chromium
CMD ["npx", "playwright", "test"]
