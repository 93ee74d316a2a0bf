// The bench's catalogue as a company would have it: each trip with its own description and its own
// photos, reviews in travellers' own words. Texts differ from one another as real ones do, so the
// landing page compresses as it would in production (repeated text would compress unrealistically well).
// The texts are in catalogue.json.
import catalogue from './catalogue.json' with { type: 'json' };

/** 24 trips: place and a description of 120-200 characters. */
export const trips = catalogue.trips;
/** 20 reviews of those trips (`trip` is its place), texts of 120-200 characters; every fourth has a photo. */
export const reviews = catalogue.reviews;

const palettes = [
  ['#87b5e5', '#f4d7a1', '#3f6b3a'],
  ['#f6a96b', '#ffe0b2', '#6d4c41'],
  ['#9fd3c7', '#e0f2f1', '#00695c'],
  ['#c5cae9', '#fff9c4', '#4e342e'],
  ['#b3e5fc', '#fce4ec', '#33691e'],
];

/**
 * A photo-like JPEG (gradient sky, sun, hills, grain) at a camera-ish 1600 px, different for every
 * `index`, so sizes are realistic. The grain is made once and shared (making it is most of the cost).
 */
export async function makePhoto(index, grain) {
  const { default: sharp } = await import('sharp');
  const [sky, haze, hill] = palettes[index % palettes.length];
  const ridge = `M0 ${640 + ((index * 17) % 120)} L${200 + ((index * 53) % 400)} ${420 + ((index * 31) % 120)} L800 650`;
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${haze}"/></linearGradient></defs>`,
    '<rect width="1600" height="1000" fill="url(#g)"/>',
    `<circle cx="${150 + ((index * 97) % 1300)}" cy="${160 + ((index * 29) % 140)}" r="${60 + ((index * 7) % 50)}" fill="#fff3c4"/>`,
    `<path d="${ridge} L${1000 + ((index * 41) % 400)} ${360 + ((index * 23) % 160)} L1600 640 L1600 1000 L0 1000Z" fill="${hill}"/></svg>`,
  ].join('');
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width: 1600, height: 1000, channels: 4 }, blend: 'soft-light' }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

/**
 * The grain `makePhoto` lays over every photo: noise around 128 (about sigma 22), from a seeded generator so
 * that every run makes the same photos (and screenshots of two runs can be compared pixel by pixel).
 */
export function makeGrain() {
  const grain = Buffer.alloc(1600 * 1000 * 4);
  let seed = 20240301;
  const uniform = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // The sum of three uniforms is close to normal: variance 3/12, so 44 stretches it to about sigma 22.
  const noise = () => Math.max(0, Math.min(255, Math.round(128 + (uniform() + uniform() + uniform() - 1.5) * 44)));
  // Every band, alpha too (half-transparent on average), as sharp's own gaussian noise makes it.
  for (let i = 0; i < grain.length; i += 1) grain[i] = noise();
  return grain;
}
