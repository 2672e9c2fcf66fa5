// One own-server instance for the multi-instance upload test, as its own process: the real upload
// route modules behind node:http, configured only by its environment (DATA_DIR, WEB_DATABASE_URL,
// WEB_SECRET, UPLOAD_S3_*, WEB_INSTANCE_ID) like a `next start` instance. Prints its address as one
// JSON line. Run: node --conditions=react-server --import tsx scripts/testing/upload-instance.ts
// It lives in scripts/ (the floor above app/) because it mounts app/'s route modules; lib/ never
// imports app/ (lib/server/uploads/testing/instances.ts starts it by its path).
import { webConfig } from '@/lib/config';
import { serveRoutes, type RouteModule } from '@/lib/server/testing/route-server';
import * as sign from '@/app/api/upload/route';
import * as file from '@/app/api/upload/[...key]/route';
import * as shortFile from '@/app/uploads/[...key]/route';

const config = webConfig();
const { url } = await serveRoutes(
  [
    [/^\/api\/upload$/, [], sign as RouteModule],
    [/^\/api\/upload\/(.+)$/, ['key...'], file as unknown as RouteModule],
    [/^\/uploads\/(.+)$/, ['key...'], shortFile as unknown as RouteModule],
  ],
  { headers: { 'x-courtside-instance': config.instanceId } },
);
console.log(JSON.stringify({ url, instance: config.instanceId, storage: config.uploadStorage.kind }));
for (const s of ['SIGINT', 'SIGTERM'] as const) process.on(s, () => process.exit(0));
