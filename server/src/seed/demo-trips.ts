/** The demo catalogue's trips: where, what the drawn photos show, price, length and when they start. */
export type Scene = 'mountains' | 'beach' | 'desert' | 'backwaters' | 'forest' | 'city';

export interface DemoTrip {
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
    days: 'Flexible',
    groupSize: 12,
    startInDays: null,
    lengthDays: 7,
    description: 'Tsomgo Lake, Yumthang valley of flowers and views of Kanchenjunga from Pelling.',
  },
];
