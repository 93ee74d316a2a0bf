/**
 * Demo catalogue for a new embedded database: a dozen Indian trips with photos-like scenes drawn
 * here (SVG rendered to JPEG), traveller reviews and statistics, so a first look shows a real site.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/schema.ts';
import { calendarDay } from '../domain/index.ts';
import { saveStatistics } from '../repositories/statistics.ts';
import { seedDemoDepartures } from './demo-departures.ts';

type Scene = 'mountains' | 'beach' | 'desert' | 'backwaters' | 'forest' | 'city';

interface DemoTrip {
  slug: string;
  place: string;
  scene: Scene;
  palette: [string, string, string];
  price: number;
  days: string;
  groupSize: number | null;
  startInDays: number | null;
  lengthDays: number;
  description: string;
}

export const demoTrips: DemoTrip[] = [
  {
    slug: 'ladakh',
    place: 'Leh Ladakh',
    scene: 'mountains',
    palette: ['#7db9e8', '#c9a27e', '#f4f1ea'],
    price: 32999,
    days: '6N/7D',
    groupSize: 14,
    startInDays: 40,
    lengthDays: 7,
    description:
      'High passes, Pangong Tso at dawn and monasteries above the Indus: ' +
      'a road trip over the roof of India with acclimatisation days built in.',
  },
  {
    slug: 'spiti',
    place: 'Spiti Valley',
    scene: 'mountains',
    palette: ['#9fc5e8', '#a67c52', '#fff8e7'],
    price: 27499,
    days: '8N/9D',
    groupSize: 12,
    startInDays: 55,
    lengthDays: 9,
    description: 'Key Monastery, Chandratal and the fossil villages of Langza: a winter-desert circuit through Kinnaur and Spiti.',
  },
  {
    slug: 'goa',
    place: 'Goa',
    scene: 'beach',
    palette: ['#ffcf8b', '#2e86ab', '#f6d8ae'],
    price: 12999,
    days: '3N/4D',
    groupSize: 20,
    startInDays: 20,
    lengthDays: 4,
    description: 'Quiet South Goa beaches, Old Goa churches, a spice farm lunch and sunset on the Mandovi.',
  },
  {
    slug: 'kerala',
    place: 'Kerala Backwaters',
    scene: 'backwaters',
    palette: ['#b5e3d8', '#1f6f50', '#3c9d9b'],
    price: 18499,
    days: '5N/6D',
    groupSize: 16,
    startInDays: 35,
    lengthDays: 6,
    description: 'Munnar tea estates, a night on an Alleppey houseboat and Fort Kochi’s old streets.',
  },
  {
    slug: 'jaisalmer',
    place: 'Jaisalmer, Rajasthan',
    scene: 'desert',
    palette: ['#fbd38d', '#dd6b20', '#f6e05e'],
    price: 15999,
    days: '4N/5D',
    groupSize: 18,
    startInDays: 28,
    lengthDays: 5,
    description: 'The golden fort, havelis of carved sandstone and a night under the stars in the Thar dunes.',
  },
  {
    slug: 'rishikesh',
    place: 'Rishikesh',
    scene: 'forest',
    palette: ['#c6f6d5', '#276749', '#90cdf4'],
    price: 8999,
    days: '2N/3D',
    groupSize: 24,
    startInDays: 14,
    lengthDays: 3,
    description: 'Rafting on the Ganga, a Beatles Ashram walk and the evening aarti at Triveni Ghat.',
  },
  {
    slug: 'meghalaya',
    place: 'Meghalaya',
    scene: 'forest',
    palette: ['#a0d8ef', '#2f855a', '#e6fffa'],
    price: 21999,
    days: '5N/6D',
    groupSize: 12,
    startInDays: 60,
    lengthDays: 6,
    description: 'Living root bridges, the clear Umngot river and Cherrapunji’s waterfalls in the abode of clouds.',
  },
  {
    slug: 'andaman',
    place: 'Andaman Islands',
    scene: 'beach',
    palette: ['#90e0ef', '#0077b6', '#fefae0'],
    price: 38999,
    days: '6N/7D',
    groupSize: 10,
    startInDays: 75,
    lengthDays: 7,
    description: 'Radhanagar beach, snorkelling at Elephant Beach and the Cellular Jail light show in Port Blair.',
  },
  {
    slug: 'kashmir',
    place: 'Kashmir',
    scene: 'mountains',
    palette: ['#bee3f8', '#2c5282', '#ffffff'],
    price: 29999,
    days: '5N/6D',
    groupSize: 15,
    startInDays: null,
    lengthDays: 6,
    description: 'Shikara rides on Dal Lake, the meadows of Gulmarg and Pahalgam’s pine valleys.',
  },
  {
    slug: 'hampi',
    place: 'Hampi',
    scene: 'desert',
    palette: ['#fed7aa', '#9c4221', '#fefcbf'],
    price: 10999,
    days: '3 days',
    groupSize: null,
    startInDays: 25,
    lengthDays: 3,
    description: 'Boulder landscapes and the ruins of Vijayanagara, by bicycle and coracle.',
  },
  {
    slug: 'varanasi',
    place: 'Varanasi',
    scene: 'city',
    palette: ['#fbb6ce', '#744210', '#feebc8'],
    price: 9999,
    days: '2N/3D',
    groupSize: 20,
    startInDays: 18,
    lengthDays: 3,
    description: 'Dawn boat rides on the ghats, Sarnath and the Ganga aarti at Dashashwamedh.',
  },
  {
    slug: 'sikkim',
    place: 'Gangtok & North Sikkim',
    scene: 'mountains',
    palette: ['#c3dafe', '#4a5568', '#f7fafc'],
    price: 24999,
    days: 'flexible',
    groupSize: 12,
    startInDays: null,
    lengthDays: 7,
    description: 'Tsomgo Lake, Yumthang valley of flowers and views of Kanchenjunga from Pelling.',
  },
];

const demoReviews = [
  {
    reviewerName: 'Priya Sharma',
    rating: 5,
    reviewText:
      'Ladakh with this team was the best trip of my life. Every stay was clean and the trip captain handled the altitude days perfectly.',
    trip: 'ladakh',
  },
  {
    reviewerName: 'Rahul Verma',
    rating: 5,
    reviewText: 'The Spiti circuit was planned to the hour but never felt rushed. Loved the homestays in Langza.',
    trip: 'spiti',
  },
  {
    reviewerName: 'Ananya Iyer',
    rating: 4,
    reviewText: 'The houseboat night in Alleppey was magical. The Munnar hotel could have been closer to town, otherwise perfect.',
    trip: 'kerala',
  },
  {
    reviewerName: 'Karan Mehta',
    rating: 5,
    reviewText: 'Went solo and came back with twelve friends. The desert camp in Jaisalmer was a highlight.',
    trip: 'jaisalmer',
  },
  {
    reviewerName: 'Sneha Reddy',
    rating: 5,
    reviewText: 'She Travels group to Meghalaya: safe, fun, and the root bridges trek was unforgettable.',
    trip: 'meghalaya',
  },
  { reviewerName: 'Arjun Nair', rating: 4, reviewText: 'Great value Goa trip. The spice farm lunch was a surprise treat.', trip: 'goa' },
  {
    reviewerName: 'Meera Joshi',
    rating: 5,
    reviewText:
      'They customized a Kashmir honeymoon for us within a day of asking. Everything from the shikara to the Gulmarg gondola was booked.',
    trip: 'kashmir',
  },
  {
    reviewerName: 'Vikram Singh',
    rating: 5,
    reviewText: 'Rafting in Rishikesh with the corporate team. Smooth logistics for 24 people.',
    trip: 'rishikesh',
  },
  {
    reviewerName: 'Fatima Khan',
    rating: 5,
    reviewText: 'Andaman snorkelling was crystal clear. Our coordinator answered every message within minutes.',
    trip: 'andaman',
  },
  {
    reviewerName: 'Rohan Das',
    rating: 4,
    reviewText: 'Varanasi at dawn is something else. The boat ride and the walking tour were well paced.',
    trip: 'varanasi',
  },
];

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
      <path d="M980 600 q10 -120 -30 -220 M950 380 q-60 -10 -110 30 M950 380 q50 -30 110 0 M950 380 q-20 -50 -80 -60 M950 380 q30 -60 90 -50" stroke="#2d6a4f" stroke-width="14" fill="none" stroke-linecap="round"/>`,
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

async function drawImages(dataDir: string, trip: DemoTrip): Promise<string[]> {
  const dir = path.join(dataDir, 'uploads', 'demo');
  await mkdir(dir, { recursive: true });
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

const addDays = (days: number) => calendarDay(new Date(Date.now() + days * 86_400_000));

export async function seedDemoContent(
  db: Kysely<Database>,
  dataDir: string,
  depositPercent = 25,
): Promise<{ trips: number; reviews: number; departures: number }> {
  const tripIds = new Map<string, string>();
  for (const [index, trip] of demoTrips.entries()) {
    const images = await drawImages(dataDir, trip);
    const startDate = trip.startInDays === null ? null : addDays(trip.startInDays);
    const endDate = trip.startInDays === null ? null : addDays(trip.startInDays + trip.lengthDays - 1);
    const created = new Date(Date.now() - (demoTrips.length - index) * 3_600_000);
    const { id } = await db
      .insertInto('trips')
      .values({
        place: trip.place,
        startDate,
        endDate,
        date: startDate,
        price: trip.price,
        days: trip.days,
        groupSize: trip.groupSize,
        description: trip.description,
        googleSheetUrl: `https://docs.google.com/forms/d/e/demo-${trip.slug}/viewform`,
        images,
        video: null,
        itineraryPdf: null,
        createdAt: created,
        updatedAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tripIds.set(trip.slug, id);
  }
  for (const [index, review] of demoReviews.entries()) {
    const created = new Date(Date.now() - (demoReviews.length - index) * 86_400_000);
    await db
      .insertInto('reviews')
      .values({
        reviewerName: review.reviewerName,
        rating: review.rating,
        reviewText: review.reviewText,
        images: [],
        video: null,
        tripId: tripIds.get(review.trip) ?? null,
        createdAt: created,
        updatedAt: created,
      })
      .execute();
  }
  await saveStatistics(db, { amazingTrips: demoTrips.length, happyTravelers: 850, destinations: 40 });
  const departures = await seedDemoDepartures(
    db,
    demoTrips.map((trip) => ({ id: tripIds.get(trip.slug)!, price: trip.price, groupSize: trip.groupSize, startInDays: trip.startInDays })),
    depositPercent,
  );
  return { trips: demoTrips.length, reviews: demoReviews.length, departures };
}
