// POST /api/pos/sync: the terminal's outbox, in order. Terminal key only (the sync worker runs with
// nobody logged in); every entry names its staff member.
import { NextResponse } from 'next/server';
import { readBody, route } from '@/lib/server/api-route';
import { forTerminal } from '@/lib/server/pos/http';
import { handleSync } from '@/lib/server/pos/sync';
import { syncBatchSchema } from '@/lib/server/pos/sync-schemas';

export const POST = route(async (request: Request) => {
  const { deps, terminal } = await forTerminal(request);
  const body = await readBody(request, syncBatchSchema);
  return NextResponse.json(await handleSync(deps, terminal, body));
});
