# The site + mock API in one image: `docker compose up` serves it on http://localhost:8080.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20.20-bookworm-slim
WORKDIR /app
# Development mode: dev routes (outbox, reset, stand-ins) and Prefer are on, as this image is a
# local stand-in for the real backend; MOCK_DEV_ROUTES=false turns every one of them off.
# It listens on every interface inside the container, so the Host check matters: the loopback
# names on any published port are allowed, and ALLOWED_HOSTS takes more (compose adds `web`).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 MOCK_DEV_ROUTES=true \
    ALLOWED_HOSTS=localhost,127.0.0.1,[::1]
COPY --from=build /app /app
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "mock-server/src/server.ts"]
