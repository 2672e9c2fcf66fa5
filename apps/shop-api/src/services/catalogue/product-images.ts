// Product and review pictures, drawn as small SVGs from their name ("smile-black", "bag-navy-2"):
// the first part picks a shape, a colour word picks the fill. The stand-in needs no image files,
// and every name the seed hands out draws something recognisable.

const palette: Record<string, string> = {
  black: '#26272b', white: '#f7f7f2', neonyellow: '#d7ee3a', pink: '#f29ac0', red: '#de3b3b',
  cobaltblue: '#2150c0', green: '#2f9d51', lightgreen: '#9fd97e', skyblue: '#7ec8ef', orange: '#f39340',
  silver: '#c3c7cc', navy: '#22305a', gray: '#8b9096', mint: '#90e0c9', purple: '#8a5cc4', yellow: '#f6d23f',
  ivory: '#f2ead4', charcoal: '#3e4148', lightpurple: '#cbb5ec', brown: '#8b5b3d', beige: '#e6d3b3',
  cheese: '#f1b445', lime: '#b8e04a', hotpink: '#ef4f9a', natural: '#e9dfc8', burgundy: '#7c2235',
};

type Shape = (fill: string, stroke: string) => string;

const shapes: Record<string, Shape> = {
  round: (f, s) => `<circle cx="200" cy="200" r="110" fill="${f}" stroke="${s}" stroke-width="8"/><circle cx="200" cy="200" r="46" fill="none" stroke="${s}" stroke-width="8" opacity="0.6"/>`,
  smile: (f, s) => `<circle cx="200" cy="200" r="112" fill="${f}" stroke="${s}" stroke-width="8"/><circle cx="162" cy="178" r="12" fill="${s}"/><circle cx="238" cy="178" r="12" fill="${s}"/><path d="M150 224 Q200 272 250 224" fill="none" stroke="${s}" stroke-width="10" stroke-linecap="round"/>`,
  worm: (f, s) => `<rect x="70" y="160" width="260" height="80" rx="40" fill="${f}" stroke="${s}" stroke-width="8"/><path d="M110 160v80M150 160v80M190 160v80M230 160v80M270 160v80" stroke="${s}" stroke-width="5" opacity="0.45"/>`,
  ball: (f, s) => `<circle cx="200" cy="200" r="112" fill="${f}" stroke="${s}" stroke-width="6"/><path d="M112 130 Q200 200 112 270M288 130 Q200 200 288 270" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.9"/>`,
  cat: (f, s) => `<path d="M110 150 L130 80 L175 125 Q200 118 225 125 L270 80 L290 150 Q310 260 200 300 Q90 260 110 150Z" fill="${f}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/><circle cx="168" cy="190" r="11" fill="${s}"/><circle cx="232" cy="190" r="11" fill="${s}"/><path d="M188 228 L200 238 L212 228" fill="none" stroke="${s}" stroke-width="7" stroke-linecap="round"/>`,
  heart: (f, s) => `<path d="M200 310 C80 230 80 120 150 110 C180 106 195 125 200 140 C205 125 220 106 250 110 C320 120 320 230 200 310Z" fill="${f}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>`,
  x: (f, s) => `<path d="M120 90 L200 170 L280 90 L310 120 L230 200 L310 280 L280 310 L200 230 L120 310 L90 280 L170 200 L90 120Z" fill="${f}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>`,
  bear: (f, s) => `<circle cx="130" cy="120" r="40" fill="${f}" stroke="${s}" stroke-width="8"/><circle cx="270" cy="120" r="40" fill="${f}" stroke="${s}" stroke-width="8"/><circle cx="200" cy="210" r="105" fill="${f}" stroke="${s}" stroke-width="8"/><ellipse cx="200" cy="240" rx="40" ry="30" fill="#ffffff" opacity="0.7"/><circle cx="165" cy="190" r="10" fill="${s}"/><circle cx="235" cy="190" r="10" fill="${s}"/><circle cx="200" cy="232" r="9" fill="${s}"/>`,
  fruit: (f, s) => `<circle cx="200" cy="215" r="100" fill="${f}" stroke="${s}" stroke-width="8"/><path d="M200 115 Q215 80 250 75 Q240 110 200 115Z" fill="#2f9d51"/><circle cx="170" cy="200" r="5" fill="${s}"/><circle cx="225" cy="230" r="5" fill="${s}"/><circle cx="195" cy="260" r="5" fill="${s}"/>`,
  roll: (f, s) => `<rect x="120" y="70" width="160" height="260" rx="30" fill="${f}" stroke="${s}" stroke-width="8"/><path d="M120 120 L280 150M120 170 L280 200M120 220 L280 250M120 270 L280 300" stroke="${s}" stroke-width="6" opacity="0.4"/>`,
  band: (f, s) => `<ellipse cx="200" cy="200" rx="130" ry="90" fill="${f}" stroke="${s}" stroke-width="8"/><ellipse cx="200" cy="200" rx="80" ry="45" fill="#ffffff" stroke="${s}" stroke-width="6"/>`,
  bag: (f, s) => `<path d="M150 130 Q150 80 200 80 Q250 80 250 130" fill="none" stroke="${s}" stroke-width="12"/><rect x="90" y="130" width="220" height="190" rx="28" fill="${f}" stroke="${s}" stroke-width="8"/><rect x="130" y="190" width="140" height="14" rx="7" fill="${s}" opacity="0.35"/>`,
  racketbag: (f, s) => `<rect x="60" y="120" width="280" height="170" rx="80" fill="${f}" stroke="${s}" stroke-width="8"/><path d="M90 205 H310" stroke="${s}" stroke-width="6" opacity="0.5"/><path d="M160 120 Q200 80 240 120" fill="none" stroke="${s}" stroke-width="10"/>`,
  shirt: (f, s) => `<path d="M140 80 L100 100 L60 160 L110 185 L125 160 L125 320 L275 320 L275 160 L290 185 L340 160 L300 100 L260 80 Q200 120 140 80Z" fill="${f}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/>`,
  mug: (f, s) => `<rect x="100" y="110" width="170" height="200" rx="18" fill="${f}" stroke="${s}" stroke-width="8"/><path d="M270 150 Q330 150 330 210 Q330 270 270 270" fill="none" stroke="${s}" stroke-width="14"/>`,
  towel: (f, s) => `<rect x="90" y="90" width="220" height="220" rx="14" fill="${f}" stroke="${s}" stroke-width="8"/><path d="M90 260 H310M90 275 H310" stroke="${s}" stroke-width="6" opacity="0.45"/>`,
  tag: (f, s) => `<path d="M100 140 L240 140 L310 200 L240 260 L100 260Z" fill="${f}" stroke="${s}" stroke-width="8" stroke-linejoin="round"/><circle cx="250" cy="200" r="14" fill="#ffffff" stroke="${s}" stroke-width="6"/>`,
  box: (f, s) => `<rect x="90" y="110" width="220" height="180" rx="20" fill="${f}" stroke="${s}" stroke-width="8"/><path d="M90 160 H310" stroke="${s}" stroke-width="6" opacity="0.5"/>`,
  custom: (f, s) => `<circle cx="200" cy="200" r="112" fill="${f}" stroke="${s}" stroke-width="8" stroke-dasharray="18 12"/><path d="M150 250 L240 160 L260 180 L170 270 L145 275Z" fill="${s}" opacity="0.75"/>`,
};

const shapeAliases: Record<string, string> = {
  glow: 'round', basic: 'round', logo: 'round', pro: 'x', grip: 'roll', reel: 'roll', string: 'roll',
  wristband: 'band', hairband: 'band', pouch: 'bag', tote: 'bag', ecobag: 'bag', hopper: 'box', tape: 'tag',
  knee: 'band', socks: 'towel', keyring: 'tag', case: 'box', kit: 'box', test: 'box', cans: 'ball',
};

function hashHue(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function mix(hex: string, other: string, amount: number): string {
  const a = hex.match(/[0-9a-f]{2}/gi)?.map((x) => parseInt(x, 16)) ?? [0, 0, 0];
  const b = other.match(/[0-9a-f]{2}/gi)?.map((x) => parseInt(x, 16)) ?? [0, 0, 0];
  const out = a.map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * amount));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A safe image name: lowercase words joined by '-', as the seed writes them. */
export function isImageName(name: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+){0,5}$/.test(name) && name.length <= 80;
}

export function drawImage(name: string, variant: 'product' | 'review'): string {
  const parts = name.split('-');
  const first = parts[0] ?? 'box';
  const shapeName = shapes[first] ? first : (shapeAliases[first] ?? 'box');
  const shape = shapes[shapeName] ?? shapes.box!;
  const colourWord = parts.find((p) => palette[p]);
  const fill = colourWord ? palette[colourWord]! : `hsl(${hashHue(name)} 60% 60%)`;
  const base = fill.startsWith('#') ? fill : '#8b9096';
  const stroke = colourWord === 'black' || colourWord === 'charcoal' || colourWord === 'navy' ? '#55575d' : mix(base, '#000000', 0.45);
  const background = variant === 'review' ? mix(base, '#d9cbb5', 0.7) : mix(base, '#ffffff', 0.86);
  const frame = variant === 'review'
    ? `<rect x="0" y="300" width="400" height="100" fill="#000000" opacity="0.08"/><rect x="24" y="24" width="352" height="352" rx="10" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.7"/>`
    : `<ellipse cx="200" cy="345" rx="120" ry="14" fill="#000000" opacity="0.08"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${name}">` +
    `<rect width="400" height="400" fill="${background}"/>${frame}${shape(fill, stroke)}</svg>`;
}
