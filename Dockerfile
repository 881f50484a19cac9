# The production image: the API serving the built PWA. `e2e` adds Debian's Chromium for the Playwright suite.
FROM node:20-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm install --include=dev --no-audit --no-fund
COPY . .
RUN npx vite build
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/main.ts"]

FROM app AS e2e
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
ENV CHROME_PATH=/usr/bin/chromium
CMD ["npx", "playwright", "test"]
