// Ports and the data folder of the whole-system journey, shared by its Playwright config and specs
// (scripts/e2e.mjs picks free ports and an empty folder; the defaults are for a hand run).
export const STACK_PORTS = {
  shopApi: Number(process.env.E2E_SHOP_API_PORT ?? 5110),
  web: Number(process.env.E2E_WEB_PORT ?? 5111),
  posHost: Number(process.env.E2E_POS_HOST_PORT ?? 5112),
  printer: Number(process.env.E2E_FAKE_PRINTER_PORT ?? 5113),
  printerControl: Number(process.env.E2E_FAKE_PRINTER_CONTROL_PORT ?? 5114),
  /** The VAN agent stand-in (#27); its control API is on the next port. */
  vanAgent: Number(process.env.E2E_VAN_AGENT_PORT ?? 5115),
};

export const STACK_DATA_DIR = process.env.E2E_DATA_DIR ?? '/tmp/courtside-pos-stack-e2e';

/** The embedded defaults `pnpm start` runs with (README: "Counter terminal: first start"). */
export const DEFAULT_SETUP_CODE = 'courtside-pos-setup';
export const DEFAULT_SYSTEM_KEY = 'courtside-system-local-key';
