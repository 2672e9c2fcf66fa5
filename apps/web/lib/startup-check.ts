// Imported once by instrumentation.ts in the Node runtime: refuses to serve with shipped secrets
// off loopback or in production (lib/config.ts says which), before the first request.
import { unsafeSecretsMessage, webConfig } from '@/lib/config';

const message = unsafeSecretsMessage(webConfig());
if (message) {
  console.error(message);
  process.exit(1);
}
