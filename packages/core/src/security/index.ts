// Pure security rules shared by the servers: default secrets, Host allow-lists, cross-site checks.
export { isLoopbackHost, defaultSecretRefusal } from './default-secrets.ts';
export { allowedHostHeaders, isAllowedHostHeader, isAllowedOrigin } from './host-allow-list.ts';
export { crossSiteRefusal } from './cross-site.ts';
export { forbiddenCharacterPath } from './text-characters.ts';
export { parseRouteInput, parseJsonText, INVALID_JSON_MESSAGE } from './route-input.ts';
export type { RouteInputResult } from './route-input.ts';
export { clientAddress, trustedProxyHops } from './client-address.ts';
export { readCappedBytes } from './capped-body.ts';
export type { ByteReaderLike, CappedBodySource } from './capped-body.ts';
