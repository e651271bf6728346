# The site + mock API in one image: `docker compose up` serves it on http://localhost:8080.
# Three stages, each from the official image as published, with its own npm: the server's runtime
# packages, the build, and the image itself, which holds only what the server reads at run time
# (those packages, the build in dist/, the server's source, openapi.yaml and the dev routes'
# mock-server/openapi.dev.yaml). .dockerignore keeps docs, tests and benches out of the context,
# so a change to them rebuilds nothing.
#
# Node 24, the line the project recommends (.nvmrc names the release CI runs; a test keeps this
# tag on it). No dependency's install script runs (--ignore-scripts): none is needed to build or
# to serve, and the image then holds nothing an install script wrote, whatever npm it ships.
FROM node:24.21-bookworm-slim AS runtime-deps
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts

FROM node:24.21-bookworm-slim AS dev-deps
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
# The contract toolkit's workspace manifest too: the build's steps import its escapeXml, and its
# tarball is built with the workspace's dev tools. The stage above leaves it out, and npm ci then
# skips the workspace and its dependencies.
COPY package.json package-lock.json ./
COPY conformance/package.json conformance/
RUN npm ci --ignore-scripts

FROM dev-deps AS build
COPY . .
RUN npm run build

# The contract toolkit for teams without Node: its tarball, built as `npm pack` builds it for a
# registry, installed the way a user installs it, with the command as the entrypoint.
#   docker build --target contract -t testbeam-contract .
#   docker run --rm --network host testbeam-contract run --target http://localhost:8080
FROM dev-deps AS contract-pack
COPY openapi.yaml ./
COPY conformance conformance
RUN mkdir /pack && npm pack --workspace conformance --pack-destination /pack

FROM node:24.21-bookworm-slim AS contract
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY --from=contract-pack /pack /pack
RUN npm install --global --ignore-scripts /pack/*.tgz && rm -r /pack
USER node
WORKDIR /work
ENTRYPOINT ["testbeam-contract"]

FROM node:24.21-bookworm-slim
WORKDIR /app
# Development mode: dev routes (outbox, reset, stand-ins) and Prefer are on, as this image is a
# local stand-in for the real backend; MOCK_DEV_ROUTES=false turns every one of them off.
# It listens on every interface inside the container, so the Host check matters: the loopback
# names on any published port are allowed, and ALLOWED_HOSTS takes more (compose adds `web`).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 MOCK_DEV_ROUTES=true \
    ALLOWED_HOSTS=localhost,127.0.0.1,[::1]
COPY --from=runtime-deps /app/node_modules node_modules
COPY package.json tsconfig.json openapi.yaml ./
COPY common common
COPY mock-server/src mock-server/src
COPY mock-server/openapi.dev.yaml mock-server/
COPY --from=build /app/dist dist
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "mock-server/src/server.ts"]
