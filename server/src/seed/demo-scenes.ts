/** The demo trips' photos: landscapes drawn in SVG and rendered to JPEG under DATA_DIR/uploads/demo. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoTrip, Scene } from './demo-trips.ts';

const treeSvg = (x: number, height: number, fill: string) => `<path d="M${x} 700 l45 -${height} l45 ${height}Z" fill="${fill}"/>`;

/** A house standing on the ground line (y 640), its wall's top at y, with a pointed roof. */
const houseSvg = (x: number, y: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="100" height="${200 - (y - 360) + 40}" fill="${fill}"/>` +
  `<path d="M${x} ${y} l50 -50 l50 50Z" fill="${fill}"/>`;

/** A landscape drawn in SVG: sky gradient, sun, and a scene-specific foreground. */
function sceneSvg(scene: Scene, [sky, land, accent]: [string, string, string], variant: number, width = 1200, height = 800): string {
  const sunX = 200 + variant * 330;
  const foreground: Record<Scene, string> = {
    mountains: `<path d="M0 560 L220 300 L360 440 L560 220 L760 460 L930 280 L1200 520 L1200 800 L0 800Z" fill="${land}"/>
      <path d="M560 220 L620 290 L590 285 L560 320 L530 290 L505 290Z M220 300 L260 350 L220 345 L190 340Z" fill="${accent}"/>
      <path d="M0 650 Q300 600 600 660 T1200 640 L1200 800 L0 800Z" fill="#2f3e46" opacity="0.55"/>`,
    beach: `<rect y="470" width="1200" height="140" fill="${land}"/>
      <path d="M0 600 Q300 560 600 600 T1200 590 L1200 800 L0 800Z" fill="${accent}"/>
      <path d="M980 600 q10 -120 -30 -220 M950 380 q-60 -10 -110 30 M950 380 q50 -30 110 0
        M950 380 q-20 -50 -80 -60 M950 380 q30 -60 90 -50" stroke="#2d6a4f" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    desert: `<path d="M0 560 Q200 470 420 540 T860 520 T1200 540 L1200 800 L0 800Z" fill="${land}"/>
      <path d="M0 640 Q300 560 620 640 T1200 620 L1200 800 L0 800Z" fill="${accent}" opacity="0.85"/>
      <rect x="760" y="380" width="160" height="160" fill="#b7791f"/>
      <rect x="780" y="330" width="40" height="60" fill="#b7791f"/>
      <rect x="860" y="340" width="40" height="50" fill="#b7791f"/>`,
    backwaters: `<rect y="500" width="1200" height="300" fill="${accent}"/>
      <path d="M0 500 Q200 440 400 500 T800 490 T1200 500 L1200 520 L0 520Z" fill="${land}"/>
      <path d="M420 620 q180 40 360 0 l-30 40 q-150 30 -300 0Z" fill="#5c4033"/><path d="M470 620 q130 -70 260 0" fill="#d4a373"/>`,
    forest: `<path d="M0 520 Q300 420 600 500 T1200 480 L1200 800 L0 800Z" fill="${land}" opacity="0.7"/>
      ${Array.from({ length: 14 }, (_, i) => treeSvg(i * 90 + 20, 160 + ((i * 37) % 90), land)).join('')}
      <path d="M0 720 Q600 660 1200 720 L1200 800 L0 800Z" fill="${accent}"/>`,
    city: `<rect y="520" width="1200" height="280" fill="#8d6e63"/>
      ${Array.from({ length: 10 }, (_, i) => houseSvg(i * 120 + 10, 360 + ((i * 53) % 120), land)).join('')}
      <rect y="620" width="1200" height="180" fill="${accent}" opacity="0.8"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff5e1"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${170 + variant * 30}" r="70" fill="#ffe08a" opacity="0.9"/>
    ${foreground[scene]}
  </svg>`;
}

/** Three drawn photos of the trip's scene; answers their /uploads URLs. */
export async function drawImages(dataDir: string, trip: DemoTrip): Promise<string[]> {
  const dir = path.join(dataDir, 'uploads', 'demo');
  await mkdir(dir, { recursive: true });
  // Loaded here, not at start: a server that never seeds or resizes never carries the image library.
  const { default: sharp } = await import('sharp');
  const urls: string[] = [];
  for (let variant = 0; variant < 3; variant += 1) {
    const name = `${trip.slug}-${variant + 1}.jpg`;
    const jpeg = await sharp(Buffer.from(sceneSvg(trip.scene, trip.palette, variant)))
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    await writeFile(path.join(dir, name), jpeg);
    urls.push(`/uploads/demo/${name}`);
  }
  return urls;
}
