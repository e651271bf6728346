# The site + mock API in one image: `docker compose up` serves it on http://localhost:8080.
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20.20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
COPY --from=build /app /app
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "mock-server/src/server.ts"]
