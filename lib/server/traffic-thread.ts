// The entry of the thread a worker reads a traffic batch on, bundled to dist/traffic-thread.mjs (`npm run build:cli`):
// lib/traffic/read-in-thread.ts starts one per batch, so no log is parsed on the thread that serves HTTP.
import { serveLogThread } from '@/lib/traffic/read-in-thread';

serveLogThread();
