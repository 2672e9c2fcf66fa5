// What the server hands to the browser so it can call the Shop API directly (CORS is on): the
// address the shopper's browser reaches and the mall's client id. Never secrets.
export interface PublicConfig {
  shopApiUrl: string;
  clientId: string;
}
