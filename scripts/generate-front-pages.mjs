#!/usr/bin/env node
/**
 * Writes the 22 bundled default report front-page images (spec/platform-and-shell.md §2, §9):
 * abstract A4-portrait SVGs (viewBox 210 × 297) in green, blue and teal palettes — waves, leaves,
 * circuits, hills, contour lines, honeycomb, ripples, aurora, halftone, wind turbines and a low-poly
 * mesh, each motif once on a dark and once on a light palette. Everything is drawn here from a seeded
 * random generator, so the output is reproducible and free of third-party artwork.
 *
 *   node scripts/generate-front-pages.mjs
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'client', 'public', 'front-pages');
const W = 210;
const H = 297;

// ---- helpers -------------------------------------------------------------------------------------

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Number(n.toFixed(2));
const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (c) => `#${c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
const mix = (a, b, t) => rgb2hex(hex2rgb(a).map((v, i) => v + (hex2rgb(b)[i] - v) * t));

/** Palettes: background top/bottom, two accents, and a line colour. */
const PALETTES = {
  forestNight: { bg: ['#0b2e22', '#14532d'], a: '#4caf50', b: '#a5d6a7', line: '#c8e6c9', dark: true },
  oceanNight: { bg: ['#0a2540', '#0d4d6b'], a: '#29b6f6', b: '#80deea', line: '#b3e5fc', dark: true },
  tealNight: { bg: ['#062c30', '#0b5d5a'], a: '#26a69a', b: '#9be7c4', line: '#b2dfdb', dark: true },
  mintDay: { bg: ['#f1f8f4', '#dcefe4'], a: '#2e7d32', b: '#66bb6a', line: '#1b5e20', dark: false },
  skyDay: { bg: ['#f0f7fd', '#d9ecf7'], a: '#1565c0', b: '#4fc3f7', line: '#0d47a1', dark: false },
  lagoonDay: { bg: ['#effaf8', '#d5f0ec'], a: '#00796b', b: '#4dd0e1', line: '#004d40', dark: false },
};

function svg(defs, body, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W * 4}" height="${H * 4}" preserveAspectRatio="xMidYMid slice">
<title>${title}</title>
<defs>${defs}</defs>
${body}
</svg>
`;
}

const bgGradient = (id, p, angle = 'v') =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${angle === 'd' ? 1 : 0}" y2="1"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>`;
const bgRect = (id) => `<rect width="${W}" height="${H}" fill="url(#${id})"/>`;

// ---- motifs --------------------------------------------------------------------------------------

function waves(p, r) {
  let body = bgRect('bg');
  const n = 7;
  for (let i = 0; i < n; i++) {
    const y0 = 140 + i * 22;
    const amp = 5 + r() * 8;
    const len = 90 + r() * 80;
    const ph = r() * Math.PI * 2;
    let d = `M0 ${f(y0)}`;
    for (let x = 0; x <= W; x += 5) d += ` L${x} ${f(y0 + amp * Math.sin((x / len) * Math.PI * 2 + ph) + 4 * Math.sin(x / 23 + i))}`;
    d += ` L${W} ${H} L0 ${H} Z`;
    body += `<path d="${d}" fill="${mix(p.b, p.a, i / (n - 1))}" fill-opacity="${f(0.28 + 0.1 * i)}"/>`;
  }
  const sun = `<circle cx="${f(150 + r() * 20)}" cy="70" r="26" fill="url(#glow)"/>`;
  const defs = bgGradient('bg', p) + `<radialGradient id="glow"><stop offset="0" stop-color="${p.b}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>`;
  return svg(defs, sun + body, 'Waves');
}

function leaf(x, y, len, angle, fill, opacity, vein) {
  const w = len * 0.36;
  let veins = '';
  for (let i = 1; i < 6; i++) {
    const t = (i / 6) * len;
    const s = w * 0.85 * Math.sin((i / 6) * Math.PI);
    veins += `M${f(t)} 0 Q${f(t + s * 0.5)} ${f(-s * 0.3)} ${f(t + s * 0.7)} ${f(-s * 0.75)} M${f(t)} 0 Q${f(t + s * 0.5)} ${f(s * 0.3)} ${f(t + s * 0.7)} ${f(s * 0.75)} `;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0 C${f(len * 0.25)} ${f(-w)} ${f(len * 0.75)} ${f(-w)} ${f(len)} 0 C${f(len * 0.75)} ${f(w)} ${f(len * 0.25)} ${f(w)} 0 0 Z" fill="${fill}" fill-opacity="${opacity}"/><path d="M0 0 L${f(len)} 0 ${veins}" stroke="${vein}" stroke-opacity="0.45" stroke-width="0.6" fill="none"/></g>`;
}

function leaves(p, r) {
  let body = bgRect('bg');
  const spots = [
    [150, 230, 120, -130],
    [185, 270, 95, -150],
    [120, 285, 80, -100],
    [200, 200, 70, -170],
    [40, 40, 70, 30],
    [10, 80, 55, 10],
    [165, 250, 60, -60],
  ];
  spots.forEach(([x, y, len, ang], i) => {
    body += leaf(x + r() * 6, y + r() * 6, len, ang + r() * 12, mix(p.a, p.b, i % 3 === 0 ? 0.7 : r() * 0.5), f(0.5 + r() * 0.35), p.bg[0]);
  });
  return svg(bgGradient('bg', p, 'd'), body, 'Leaves');
}

function circuit(p, r) {
  let body = bgRect('bg') + `<circle cx="150" cy="220" r="140" fill="url(#glow)"/>`;
  const step = 7;
  let traces = '';
  let nodes = '';
  for (let k = 0; k < 42; k++) {
    let x = Math.round((40 + r() * 170) / step) * step;
    let y = Math.round((110 + r() * 190) / step) * step;
    let d = `M${x} ${y}`;
    nodes += `<circle cx="${x}" cy="${y}" r="1.5" fill="${p.bg[0]}" stroke="${p.b}" stroke-width="0.7"/>`;
    let dir = Math.floor(r() * 4);
    const steps = 3 + Math.floor(r() * 7);
    for (let s = 0; s < steps; s++) {
      if (r() < 0.35) dir = (dir + (r() < 0.5 ? 1 : 3)) % 4;
      const len = step * (1 + Math.floor(r() * 3));
      const [dx, dy] = [[1, 0], [1, -1], [0, -1], [-1, -1]][dir];
      x += dx * len;
      y += dy * len;
      d += ` L${x} ${y}`;
    }
    traces += `<path d="${d}" fill="none" stroke="${r() < 0.3 ? p.b : p.a}" stroke-width="${r() < 0.2 ? 1.2 : 0.7}" stroke-opacity="${f(0.45 + r() * 0.4)}" stroke-linejoin="round"/>`;
    nodes += `<circle cx="${x}" cy="${y}" r="1.8" fill="${p.b}" fill-opacity="0.9"/>`;
  }
  body += `<g mask="url(#fade)">${traces}${nodes}</g>`;
  const defs =
    bgGradient('bg', p) +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.a}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="fadeG" x1="0" y1="0" x2="0" y2="1"><stop offset="0.25" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="#fff" stop-opacity="1"/></linearGradient><mask id="fade"><rect width="${W}" height="${H}" fill="url(#fadeG)"/></mask>`;
  return svg(defs, body, 'Circuit');
}

function ridge(r, y0, amp, pts = 6) {
  const xs = Array.from({ length: pts + 1 }, (_, i) => (i / pts) * W);
  const ys = xs.map(() => y0 + (r() - 0.5) * amp);
  let d = `M0 ${f(ys[0])}`;
  for (let i = 1; i < xs.length; i++) {
    const cx = (xs[i - 1] + xs[i]) / 2;
    d += ` C${f(cx)} ${f(ys[i - 1])} ${f(cx)} ${f(ys[i])} ${f(xs[i])} ${f(ys[i])}`;
  }
  return { d: `${d} L${W} ${H} L0 ${H} Z`, xs, ys };
}

function hills(p, r) {
  let body = bgRect('bg') + `<circle cx="${f(60 + r() * 90)}" cy="110" r="24" fill="${p.b}" fill-opacity="${p.dark ? 0.55 : 0.5}"/><circle cx="0" cy="0" r="0"/>`;
  for (let i = 0; i < 5; i++) {
    const { d } = ridge(r, 170 + i * 24, 36 - i * 4);
    body += `<path d="${d}" fill="${mix(p.b, p.a, i / 4)}" fill-opacity="${f(0.35 + i * 0.15)}"/>`;
  }
  return svg(bgGradient('bg', p), body, 'Hills');
}

function contours(p, r) {
  const cx = 140 + r() * 30;
  const cy = 200 + r() * 30;
  const freq = [2 + Math.floor(r() * 2), 3 + Math.floor(r() * 3), 5];
  const ph = freq.map(() => r() * Math.PI * 2);
  let body = bgRect('bg');
  for (let k = 1; k <= 22; k++) {
    const base = k * 8.5;
    let d = '';
    for (let i = 0; i <= 72; i++) {
      const a = (i / 72) * Math.PI * 2;
      const rad = base * (1 + 0.12 * Math.sin(freq[0] * a + ph[0]) + 0.06 * Math.sin(freq[1] * a + ph[1] + k * 0.15) + 0.03 * Math.sin(freq[2] * a + ph[2]));
      d += `${i ? 'L' : 'M'}${f(cx + rad * Math.cos(a))} ${f(cy + rad * Math.sin(a))}`;
    }
    body += `<path d="${d}Z" fill="none" stroke="${k % 5 === 0 ? p.a : p.line}" stroke-width="${k % 5 === 0 ? 0.9 : 0.45}" stroke-opacity="${f(0.75 - k * 0.022)}"/>`;
  }
  return svg(bgGradient('bg', p, 'd'), body, 'Contour lines');
}

function hexagons(p, r) {
  const s = 9;
  const hw = Math.sqrt(3) * s;
  let cells = '';
  for (let row = -1; row < H / (1.5 * s) + 1; row++) {
    for (let col = -1; col < W / hw + 1; col++) {
      const x = col * hw + (row % 2 ? hw / 2 : 0);
      const y = row * 1.5 * s;
      const t = (x / W) * 0.45 + (y / H) * 0.75; // stronger towards the lower right
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 180) * (60 * i - 30);
        return `${f(x + (s - 0.8) * Math.cos(a))},${f(y + (s - 0.8) * Math.sin(a))}`;
      }).join(' ');
      // Filled cells gather in the lower right; outlines thin out towards the calm upper left.
      const roll = r();
      if (roll < (t - 0.45) * 1.3) cells += `<polygon points="${pts}" fill="${mix(p.a, p.b, r())}" fill-opacity="${f(0.2 + r() * 0.5 * t)}"/>`;
      else if (roll < t - 0.1) cells += `<polygon points="${pts}" fill="none" stroke="${p.line}" stroke-opacity="${f(0.06 + 0.16 * t)}" stroke-width="0.4"/>`;
    }
  }
  return svg(bgGradient('bg', p), bgRect('bg') + cells, 'Honeycomb');
}

function ripples(p, r) {
  let body = bgRect('bg');
  const centres = [
    [175 + r() * 20, 250 + r() * 20, 30],
    [20 + r() * 20, 40 + r() * 20, 14],
  ];
  for (const [cx, cy, n] of centres) {
    for (let k = 1; k <= n; k++) {
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(k * 7 + (k % 3) * 0.8)}" fill="none" stroke="${k % 4 === 0 ? p.b : p.a}" stroke-width="${k % 4 === 0 ? 1.4 : 0.6}" stroke-opacity="${f(Math.max(0.06, 0.8 - k / n))}"/>`;
    }
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="5" fill="${p.b}" fill-opacity="0.8"/>`;
  }
  return svg(bgGradient('bg', p, 'd'), body, 'Ripples');
}

function aurora(p, r) {
  let bands = '';
  for (let i = 0; i < 4; i++) {
    const y0 = 60 + i * 45 + r() * 20;
    let d = `M-20 ${f(y0)}`;
    for (let x = -20; x <= W + 20; x += 10) d += ` L${x} ${f(y0 + 22 * Math.sin(x / (40 + i * 9) + r() * 0.2 + i) - x * 0.25)}`;
    d += ` L${W + 20} ${f(y0 + 40 - (W + 20) * 0.25)} L-20 ${f(y0 + 40)} Z`;
    bands += `<path d="${d}" fill="url(#band${i % 2})" fill-opacity="${f(0.45 + r() * 0.3)}" filter="url(#blur)"/>`;
  }
  let stars = '';
  if (p.dark) for (let i = 0; i < 60; i++) stars += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(0.2 + r() * 0.45)}" fill="#fff" fill-opacity="${f(0.3 + r() * 0.5)}"/>`;
  const defs =
    bgGradient('bg', p) +
    `<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="7"/></filter>` +
    `<linearGradient id="band0" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.a}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.a}"/><stop offset="1" stop-color="${p.b}" stop-opacity="0.2"/></linearGradient>` +
    `<linearGradient id="band1" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.b}" stop-opacity="0.2"/><stop offset="0.6" stop-color="${p.b}"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></linearGradient>`;
  return svg(defs, bgRect('bg') + stars + bands, 'Aurora');
}

function halftone(p, r) {
  const gap = 6.5;
  const ph = r() * Math.PI * 2;
  let dots = '';
  for (let y = gap / 2; y < H; y += gap) {
    for (let x = gap / 2; x < W; x += gap) {
      const curve = 175 + 35 * Math.sin(x / 38 + ph);
      const t = Math.max(0, Math.min(1, (y - curve + 70) / 120));
      const rad = 0.25 + t * 2.6;
      if (rad > 0.3) dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${mix(p.b, p.a, t)}" fill-opacity="${f(0.35 + 0.55 * t)}"/>`;
    }
  }
  return svg(bgGradient('bg', p), bgRect('bg') + dots, 'Halftone');
}

function turbine(x, y, h, angle, colour) {
  const blade = (a) =>
    `<path d="M0 0 C2.2 ${f(-h * 0.12)} 1.6 ${f(-h * 0.36)} 0 ${f(-h * 0.42)} C-0.8 ${f(-h * 0.3)} -1 ${f(-h * 0.12)} 0 0Z" transform="rotate(${f(a)})" fill="${colour}"/>`;
  return `<g transform="translate(${f(x)} ${f(y)})"><path d="M-1.1 0 L-0.5 ${f(-h)} L0.5 ${f(-h)} L1.1 0Z" fill="${colour}"/><g transform="translate(0 ${f(-h)})">${blade(angle)}${blade(angle + 120)}${blade(angle + 240)}<circle r="1.3" fill="${colour}"/></g></g>`;
}

function turbines(p, r) {
  let body = bgRect('bg') + `<circle cx="60" cy="95" r="30" fill="url(#glow)"/>`;
  const back = ridge(r, 215, 30);
  body += `<path d="${back.d}" fill="${mix(p.b, p.bg[1], 0.35)}" fill-opacity="0.8"/>`;
  const colour = p.dark ? p.line : mix(p.line, p.bg[0], 0.25);
  [
    [55, 0.95, 78],
    [105, 0.7, 58],
    [150, 0.85, 68],
    [185, 0.6, 48],
  ].forEach(([x, s, h]) => {
    const i = Math.round((x / W) * 6);
    body += `<g opacity="${f(s)}">${turbine(x, back.ys[Math.min(i, back.ys.length - 1)] + 6, h, r() * 120, colour)}</g>`;
  });
  const front = ridge(r, 255, 26);
  body += `<path d="${front.d}" fill="${p.a}" fill-opacity="0.85"/>`;
  const defs = bgGradient('bg', p) + `<radialGradient id="glow"><stop offset="0" stop-color="${p.b}" stop-opacity="0.8"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>`;
  return svg(defs, body, 'Wind turbines');
}

function lowpoly(p, r) {
  const cols = 7;
  const rows = 10;
  const pts = [];
  for (let j = 0; j <= rows; j++) {
    pts.push([]);
    for (let i = 0; i <= cols; i++) {
      const edgeX = i === 0 || i === cols;
      const edgeY = j === 0 || j === rows;
      pts[j].push([(i / cols) * W + (edgeX ? 0 : (r() - 0.5) * 20), (j / rows) * H + (edgeY ? 0 : (r() - 0.5) * 20)]);
    }
  }
  let tris = '';
  const colourAt = (x, y) => {
    const t = Math.max(0, Math.min(1, (x / W) * 0.4 + (y / H) * 0.8 - 0.1));
    return mix(mix(p.bg[0], p.a, t * 0.9), p.b, Math.max(0, t - 0.6) * 0.9 + (r() - 0.5) * 0.12);
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const [a, b, c, d] = [pts[j][i], pts[j][i + 1], pts[j + 1][i], pts[j + 1][i + 1]];
      for (const tri of (i + j) % 2 ? [[a, b, d], [a, d, c]] : [[a, b, c], [b, d, c]]) {
        const cx = (tri[0][0] + tri[1][0] + tri[2][0]) / 3;
        const cy = (tri[0][1] + tri[1][1] + tri[2][1]) / 3;
        const fill = colourAt(cx, cy);
        tris += `<polygon points="${tri.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')}" fill="${fill}" stroke="${fill}" stroke-width="0.3"/>`;
      }
    }
  }
  return svg('', tris, 'Low-poly mesh');
}

// ---- the 22 images -------------------------------------------------------------------------------

const PLAN = [
  [leaves, 'mintDay'],
  [waves, 'oceanNight'],
  [hills, 'lagoonDay'],
  [circuit, 'tealNight'],
  [contours, 'skyDay'],
  [hexagons, 'forestNight'],
  [ripples, 'lagoonDay'],
  [aurora, 'oceanNight'],
  [halftone, 'mintDay'],
  [turbines, 'skyDay'],
  [lowpoly, 'tealNight'],
  [leaves, 'forestNight'],
  [waves, 'lagoonDay'],
  [hills, 'oceanNight'],
  [circuit, 'forestNight'],
  [contours, 'tealNight'],
  [hexagons, 'skyDay'],
  [ripples, 'oceanNight'],
  [aurora, 'tealNight'],
  [halftone, 'skyDay'],
  [turbines, 'forestNight'],
  [lowpoly, 'mintDay'],
];

PLAN.forEach(([motif, palette], i) => {
  const name = `front-${String(i + 1).padStart(2, '0')}.svg`;
  writeFileSync(path.join(OUT, name), motif(PALETTES[palette], rng(2026 + i * 97)));
});
console.log(`wrote ${PLAN.length} images to ${OUT}`);
