# Canvass container: build with the development tools, run with production dependencies only.
#   docker build -t canvass .
#   docker run -p 8080:8080 -v canvass-data:/data canvass
# The build commands live in scripts/production-install.sh, which tests/release/production-folder.test.ts runs in
# a clean copy of the repository, so this file and the test cannot drift apart.

FROM node:20-bookworm AS build
WORKDIR /src
# better-sqlite3 compiles its native module when no prebuilt one can be downloaded.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN sh scripts/production-install.sh /runtime

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /runtime /app
COPY --from=build /src/LICENSE /app/LICENSE
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM from `docker stop` reaches node directly: requests in flight get 5 s, then the process exits.
CMD ["node", "dist/server/main.js"]
